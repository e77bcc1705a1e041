<?php
/**
 * REST routes under geo-audit/v1.
 *
 * @package GeoAudit
 */

namespace GeoAudit;

/**
 * The webhook receiver (public; authenticity is the signature over the raw body), the editor's routes to
 * read and re-run a post's audit (the user must be able to edit that post; cookie requests need the REST
 * nonce, which apiFetch sends), and the admins' settings routes. The API key never appears in any answer.
 */
final class Rest_Routes {
	const NS = 'geo-audit/v1';

	public static function register(): void {
		add_action( 'rest_api_init', array( self::class, 'routes' ) );
	}

	public static function routes(): void {
		register_rest_route(
			self::NS,
			'/webhook',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'webhook' ),
				// Public by design: the GEO Audit API has no WordPress account. The callback verifies the
				// Standard Webhooks signature over the raw body before anything is read or stored.
				'permission_callback' => '__return_true',
			)
		);
		$post_args = array(
			'id' => array(
				'type'     => 'integer',
				'required' => true,
				'minimum'  => 1,
			),
		);
		register_rest_route(
			self::NS,
			'/posts/(?P<id>\d+)/audit',
			array(
				array(
					'methods'             => 'GET',
					'callback'            => array( self::class, 'read_audit' ),
					'permission_callback' => array( self::class, 'can_edit_post' ),
					'args'                => $post_args,
				),
				array(
					'methods'             => 'POST',
					'callback'            => array( self::class, 'rerun_audit' ),
					'permission_callback' => array( self::class, 'can_edit_post' ),
					'args'                => $post_args,
				),
			)
		);
		register_rest_route(
			self::NS,
			'/settings',
			array(
				'methods'             => 'GET',
				'callback'            => array( self::class, 'read_settings' ),
				'permission_callback' => array( self::class, 'can_manage' ),
			)
		);
		register_rest_route(
			self::NS,
			'/settings/test-connection',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'test_connection' ),
				'permission_callback' => array( self::class, 'can_manage' ),
			)
		);
	}

	/**
	 * @param \WP_REST_Request $request The request.
	 */
	public static function can_edit_post( $request ): bool {
		$post = get_post( (int) $request['id'] );
		return $post instanceof \WP_Post && current_user_can( 'edit_post', $post->ID );
	}

	public static function can_manage(): bool {
		return current_user_can( 'manage_options' );
	}

	/**
	 * @param \WP_REST_Request $request The request.
	 */
	public static function webhook( $request ): \WP_REST_Response {
		$headers = array();
		foreach ( array( 'webhook-id', 'webhook-timestamp', 'webhook-signature' ) as $name ) {
			$value = $request->get_header( $name );
			if ( null !== $value ) {
				$headers[ $name ] = $value;
			}
		}
		[ $status, $body ] = coordinator()->handle_webhook( $request->get_body(), $headers );
		return new \WP_REST_Response( $body, $status );
	}

	/**
	 * @param \WP_REST_Request $request The request.
	 */
	public static function read_audit( $request ): \WP_REST_Response {
		$post_id = (int) $request['id'];
		return new \WP_REST_Response( self::audit_view( $post_id, coordinator()->refresh( $post_id ) ) );
	}

	/**
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function rerun_audit( $request ) {
		$post = get_post( (int) $request['id'] );
		if ( 'publish' !== $post->post_status ) {
			return new \WP_Error( 'geo_audit_not_published', __( 'Only published posts can be audited: publish it first.', 'geo-audit' ), array( 'status' => 409 ) );
		}
		if ( ! Settings::is_configured() ) {
			return new \WP_Error( 'geo_audit_not_configured', __( 'GEO Audit is not configured yet: an administrator sets the API under Settings → GEO Audit.', 'geo-audit' ), array( 'status' => 409 ) );
		}
		return new \WP_REST_Response( self::audit_view( $post->ID, coordinator()->publish( $post->ID ) ), 202 );
	}

	/**
	 * The editor's view: the record (core's AuditRecord shape) plus what the editor needs to decide.
	 *
	 * @param array<string, mixed>|null $record The stored record.
	 * @return array<string, mixed>
	 */
	private static function audit_view( int $post_id, ?array $record ): array {
		$post = get_post( $post_id );
		return array(
			'record'     => $record,
			'configured' => Settings::is_configured(),
			'auditable'  => in_array( $post->post_type, Settings::post_types(), true ),
			'published'  => 'publish' === $post->post_status,
		);
	}

	public static function read_settings(): \WP_REST_Response {
		return new \WP_REST_Response(
			array(
				'apiBaseUrl'    => Settings::api_base_url(),
				'apiKey'        => array(
					'configured' => '' !== Settings::api_key_source(),
					'source'     => Settings::api_key_source(),
				),
				'webhookSecret' => array(
					'configured' => '' !== Settings::webhook_secret_source(),
					'source'     => Settings::webhook_secret_source(),
				),
				'postTypes'     => Settings::post_types(),
				'modules'       => Settings::modules(),
				'webhookUrl'    => Coordinator::webhook_url(),
			)
		);
	}

	public static function test_connection(): \WP_REST_Response {
		$result = Settings_Page::check_connection();
		return new \WP_REST_Response( $result, $result['ok'] ? 200 : 502 );
	}
}

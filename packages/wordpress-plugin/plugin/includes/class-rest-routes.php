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
	 * Like core's posts controller: a post that does not exist is a 404 for anyone who may edit posts (a 403
	 * would say "not yours" of a post that is not there); everyone else learns nothing from the answer.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return bool|\WP_Error
	 */
	public static function can_edit_post( $request ) {
		$post = get_post( (int) $request['id'] );
		if ( ! $post instanceof \WP_Post ) {
			return current_user_can( 'edit_posts' )
				? new \WP_Error( 'rest_post_invalid_id', __( 'Invalid post ID.', 'geo-audit' ), array( 'status' => 404 ) )
				: false;
		}
		return current_user_can( 'edit_post', $post->ID );
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
		$answer = coordinator()->handle_webhook( $request->get_body(), $headers );
		return new \WP_REST_Response( $answer[1], $answer[0], $answer[2] ?? array() );
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
		$codes = array(
			Auditability::POST_TYPE     => 'geo_audit_post_type_not_audited',
			Auditability::PASSWORD      => 'geo_audit_password_protected',
			Auditability::NOT_PUBLISHED => 'geo_audit_not_published',
		);
		$reason = Auditability::why_not( $post );
		if ( null !== $reason ) {
			return new \WP_Error( $codes[ $reason ], Auditability::message( $reason ), array( 'status' => 409 ) );
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
		$post   = get_post( $post_id );
		$reason = Auditability::why_not( $post );
		// A draft is auditable once published; a post type that is not audited or a password is not.
		$blocked = in_array( $reason, array( Auditability::POST_TYPE, Auditability::PASSWORD ), true ) ? $reason : null;
		if ( is_array( $record ) && is_array( $record['error'] ?? null ) ) {
			$record['error'] = Problem_Wording::for_current_user( $record['error'] );
		}
		return array(
			'record'             => $record,
			'configured'         => Settings::is_configured(),
			'auditable'          => null === $blocked,
			// Why not, for the editor to say in its own (translated) words: 'post_type_not_audited' or
			// 'password_protected'; null when auditable.
			'notAuditableReason' => $blocked,
			'published'          => 'publish' === $post->post_status,
		);
	}

	public static function read_settings(): \WP_REST_Response {
		return new \WP_REST_Response(
			array(
				'apiBaseUrl'    => Settings::api_base_url(),
				'apiKey'        => array(
					'configured'         => '' !== Settings::api_key_source(),
					'source'     => Settings::api_key_source(),
				),
				'webhookSecret' => array(
					'configured'         => '' !== Settings::webhook_secret_source(),
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

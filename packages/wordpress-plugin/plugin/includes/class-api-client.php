<?php
/**
 * The GEO Audit API over wp_remote_request.
 *
 * @package GeoAudit
 */

namespace GeoAudit;

/**
 * A small PHP port of @geo-audit/core's client: start, status and result calls with the X-API-Key header,
 * typed failures (Api_Error) and the quota read from X-RateLimit-* headers on every response.
 */
class Api_Client {
	const RATE_OPTION = 'geo_audit_rate_limit';

	/**
	 * @param string|null $base_url Overrides the saved base URL.
	 * @param string|null $api_key  Overrides the saved key.
	 */
	public function __construct( private ?string $base_url = null, private ?string $api_key = null ) {}

	/**
	 * POST /api/audit.php. Resends with the same Idempotency-Key never create a second job. A 404 is `api_address`.
	 *
	 * @param string   $url             Public URL to audit.
	 * @param string[] $modules         Modules; empty for the API's default.
	 * @param string   $webhook_url     Where the completion webhook goes; empty for none.
	 * @param string   $idempotency_key Stable per publish.
	 * @return array{job_id: string, status: string, estimated_seconds: int}
	 */
	public function start_audit( string $url, array $modules, string $webhook_url, string $idempotency_key ): array {
		$body = array( 'url' => $url );
		if ( $modules ) {
			$body['modules'] = array_values( $modules );
		}
		if ( '' !== $webhook_url ) {
			$body['webhook_url'] = $webhook_url;
		}
		try {
			$data = $this->send( 'POST', 'api/audit.php', wp_json_encode( $body ), array( 'Idempotency-Key' => $idempotency_key ) );
		} catch ( Api_Error $error ) {
			if ( 404 !== $error->http_status ) {
				throw $error;
			}
			// A start names no job the API could have lost: its 404 (…/problems/no-such-endpoint for a base URL with a
			// path of its own, or another site's not-found page) says the base URL does not lead to the API. Only an
			// administrator can fix that, and trying again changes nothing. Worded for its reader when read
			// (Problem_Wording); the answer's own words stay in `detail`.
			throw new Api_Error( 'api_address', __( 'The GEO Audit API address does not lead to the API; check the API base URL under Settings → GEO Audit.', 'geo-audit' ), 404, null, $error->problem_type, $error->content_type, $error->quota_headers, $error->detail );
		}
		if ( ! isset( $data['job_id'] ) || ! is_string( $data['job_id'] ) || '' === $data['job_id'] ) {
			throw new Api_Error( 'contract', __( 'The GEO Audit API answered the start request without a job_id.', 'geo-audit' ) );
		}
		return $data;
	}

	/**
	 * GET /api/audit_status.php?job_id=.
	 *
	 * @return array<string, mixed>
	 */
	public function get_status( string $job_id ): array {
		$data = $this->send( 'GET', 'api/audit_status.php?job_id=' . rawurlencode( $job_id ) );
		if ( ! isset( $data['status'] ) || ! is_string( $data['status'] ) ) {
			throw new Api_Error( 'contract', __( 'The GEO Audit API answered the status request without a status.', 'geo-audit' ) );
		}
		return $data;
	}

	/**
	 * GET /api/audit.php?url=: the newest full result for the URL.
	 *
	 * @return array<string, mixed>
	 */
	public function get_result( string $url ): array {
		$data = $this->send( 'GET', 'api/audit.php?url=' . rawurlencode( $url ) );
		if ( ! isset( $data['geo_score'], $data['verdict'], $data['analyzed_at'] ) || ! is_int( $data['geo_score'] ) ) {
			throw new Api_Error( 'contract', __( 'The GEO Audit API returned a result without geo_score, verdict or analyzed_at.', 'geo-audit' ) );
		}
		return $data;
	}

	/**
	 * The quota seen on the latest response for the key and base URL set now: { remaining, reset_at, observed_at },
	 * or null. The quota is the key's: one seen with another key (replaced on the settings page, or in
	 * GEO_AUDIT_API_KEY) says nothing about this one, which is tried at once instead of waiting out a spent hour.
	 *
	 * @return array<string, int>|null
	 */
	public static function rate_limit(): ?array {
		$state = get_option( self::RATE_OPTION );
		if ( ! is_array( $state ) || ! hash_equals( self::quota_owner( Settings::api_base_url(), Settings::api_key() ), (string) ( $state['key'] ?? '' ) ) ) {
			return null;
		}
		unset( $state['key'] );
		return $state;
	}

	/**
	 * Drops a stored quota that another key or base URL saw (or one stored before quotas named their key).
	 *
	 * @return bool Whether one was dropped: the key changed since the quota was seen.
	 */
	public static function forget_quota_of_another_key(): bool {
		$state = get_option( self::RATE_OPTION );
		if ( ! is_array( $state ) || null !== self::rate_limit() ) {
			return false;
		}
		delete_option( self::RATE_OPTION );
		return true;
	}

	/**
	 * Which key (at which API) a stored quota belongs to, as a keyed hash: the key itself is never stored twice,
	 * and this one cannot be read back into it.
	 */
	private static function quota_owner( string $base, string $key ): string {
		return hash_hmac( 'sha256', untrailingslashit( $base ) . "\n" . $key, wp_salt( 'auth' ) );
	}

	/**
	 * @param array<string, string> $headers Extra headers.
	 * @return array<string, mixed>
	 */
	private function send( string $method, string $path, ?string $body = null, array $headers = array() ): array {
		$base = $this->base_url ?? Settings::api_base_url();
		$key  = $this->api_key ?? Settings::api_key();
		if ( '' === $base || '' === $key ) {
			throw new Api_Error( 'auth', __( 'GEO Audit is not configured: set the API base URL and key under Settings → GEO Audit.', 'geo-audit' ) );
		}
		$response = wp_remote_request(
			trailingslashit( $base ) . $path,
			array(
				'method'      => $method,
				'timeout'     => 15,
				'redirection' => 0,
				'headers'     => array_merge(
					array(
						'X-API-Key'    => $key,
						'Accept'       => 'application/json',
						'Content-Type' => 'application/json',
						'User-Agent'   => 'geo-audit-wordpress/' . VERSION,
					),
					$headers
				),
				'body'        => $body,
			)
		);
		$now = time();
		if ( is_wp_error( $response ) ) {
			// The library's words ("cURL error 7: …") stay out of the sentence, which editors may read.
			throw new Api_Error( 'network', __( 'The GEO Audit API could not be reached.', 'geo-audit' ), 0, $now + 60, '', '', false, $response->get_error_message() );
		}
		$this->remember_rate_limit( $response, $now, self::quota_owner( $base, $key ) );
		$status = (int) wp_remote_retrieve_response_code( $response );
		$text   = (string) wp_remote_retrieve_body( $response );
		$data   = json_decode( $text, true );
		if ( $status >= 200 && $status < 300 ) {
			if ( ! is_array( $data ) ) {
				throw new Api_Error( 'contract', __( 'The GEO Audit API answered with something that is not JSON.', 'geo-audit' ), $status, null, '', (string) wp_remote_retrieve_header( $response, 'content-type' ) );
			}
			return $data;
		}
		throw $this->error_for( $status, is_array( $data ) ? $data : array(), $response, $now );
	}

	/**
	 * @param array<string, mixed>           $problem  RFC 9457 problem details, when the body had them.
	 * @param array<string, mixed>|\WP_Error $response The response.
	 */
	private function error_for( int $status, array $problem, $response, int $now ): Api_Error {
		$said         = isset( $problem['detail'] ) ? (string) $problem['detail'] : ( isset( $problem['title'] ) ? (string) $problem['title'] : '' );
		$type         = isset( $problem['type'] ) && is_string( $problem['type'] ) ? $problem['type'] : '';
		$content_type = (string) wp_remote_retrieve_header( $response, 'content-type' );
		$retry_after  = self::retry_after( (string) wp_remote_retrieve_header( $response, 'retry-after' ), $now );
		$suffix       = '' === $said ? '' : ' ' . $said;
		$retry_at     = null;
		switch ( true ) {
			case 401 === $status:
				$code    = 'auth';
				// Worded for its reader when read (Problem_Wording); the API's detail is for administrators only.
				$message = __( 'The GEO Audit API rejected the API key.', 'geo-audit' );
				$suffix  = '';
				break;
			case 403 === $status:
				$code    = 'plan';
				$message = __( "The key's plan does not include API access.", 'geo-audit' );
				$suffix  = '';
				break;
			case 404 === $status:
				$code    = 'not_found';
				$message = __( 'The GEO Audit API has no such audit.', 'geo-audit' );
				break;
			case 422 === $status:
				$code    = 'invalid_url';
				$message = __( 'The GEO Audit API cannot audit this URL: is the post publicly reachable?', 'geo-audit' );
				break;
			case 429 === $status:
				$state    = self::rate_limit();
				$reset    = $retry_after ?? ( $state['reset_at'] ?? $now + 60 );
				$is_slots = str_ends_with( $type, '/concurrency-limit' );
				$code     = $is_slots ? 'concurrency_limited' : 'rate_limited';
				$message  = $is_slots ? __( 'Too many audits are running for this key; this one starts when a slot frees up.', 'geo-audit' ) : __( 'The hourly API quota is used up; the audit starts when it resets.', 'geo-audit' );
				$retry_at = max( $reset, $now + 1 );
				break;
			case $status >= 500:
				$code     = 'server_error';
				$message  = __( 'The GEO Audit API had an internal error; the plugin tries again in a minute.', 'geo-audit' );
				$retry_at = $retry_after ?? $now + 60;
				break;
			default:
				$code = 'unknown';
				/* translators: %d: HTTP status code. */
				$message = sprintf( __( 'The GEO Audit API answered with HTTP %d.', 'geo-audit' ), $status );
		}
		$remaining = wp_remote_retrieve_header( $response, 'x-ratelimit-remaining' );
		$quota     = is_string( $remaining ) && '' !== trim( $remaining );
		return new Api_Error( $code, $message . $suffix, $status, $retry_at, $type, $content_type, $quota, $said );
	}

	/** Retry-After as delay-seconds or an HTTP-date, to Unix time; null when absent or malformed. */
	private static function retry_after( string $value, int $now ): ?int {
		$value = trim( $value );
		if ( '' === $value ) {
			return null;
		}
		if ( ctype_digit( $value ) ) {
			return $now + (int) $value;
		}
		$date = strtotime( $value );
		return false === $date ? null : max( $now, $date );
	}

	/**
	 * Stores the quota the answer reports, as the key's. A 429 that reports none (a proxy or gateway in front of
	 * the API may drop the headers) is still the key's: an hourly-quota 429 means none left, until its Retry-After
	 * or X-RateLimit-Reset when given. A concurrency 429 says nothing about the hour, so it only names the key.
	 * Either way the audits it holds are tied to the key, and a new key starts them at once (after_key_change).
	 *
	 * @param array<string, mixed> $response The HTTP response.
	 * @param string               $owner    quota_owner() of the key and base URL that were sent.
	 */
	private function remember_rate_limit( array $response, int $now, string $owner ): void {
		$remaining = wp_remote_retrieve_header( $response, 'x-ratelimit-remaining' );
		$reset     = wp_remote_retrieve_header( $response, 'x-ratelimit-reset' );
		$state     = array(
			'observed_at' => $now,
			'key'         => $owner,
		);
		if ( is_string( $reset ) && ctype_digit( trim( $reset ) ) ) {
			// Epoch seconds or seconds from now: a 31-year delay is never meant, so the readings cannot clash.
			$state['reset_at'] = (int) $reset >= 1000000000 ? (int) $reset : $now + (int) $reset;
		}
		if ( is_string( $remaining ) && ctype_digit( trim( $remaining ) ) ) {
			update_option( self::RATE_OPTION, array( 'remaining' => (int) $remaining ) + $state, false );
			return;
		}
		if ( 429 !== (int) wp_remote_retrieve_response_code( $response ) ) {
			return;
		}
		$problem = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		$type    = is_array( $problem ) && is_string( $problem['type'] ?? null ) ? $problem['type'] : '';
		$stored  = get_option( self::RATE_OPTION );
		$same    = is_array( $stored ) && hash_equals( $owner, (string) ( $stored['key'] ?? '' ) );
		if ( str_ends_with( $type, '/concurrency-limit' ) ) {
			// A quota this key reported before still holds; only a stored quota of another key (or none) is replaced.
			if ( ! $same ) {
				update_option( self::RATE_OPTION, array_diff_key( $state, array( 'reset_at' => true ) ), false );
			}
			return;
		}
		$retry_after = self::retry_after( (string) wp_remote_retrieve_header( $response, 'retry-after' ), $now );
		if ( null !== $retry_after ) {
			$state['reset_at'] = $retry_after;
		} elseif ( ! isset( $state['reset_at'] ) && $same && is_int( $stored['reset_at'] ?? null ) && $stored['reset_at'] > $now ) {
			// The hour this key was last told about still ends when it said.
			$state['reset_at'] = $stored['reset_at'];
		}
		update_option( self::RATE_OPTION, array( 'remaining' => 0 ) + $state, false );
	}
}

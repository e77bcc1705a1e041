<?php
/**
 * A failed GEO Audit API call, classified the way @geo-audit/core's problemFromError does.
 *
 * @package GeoAudit
 */

namespace GeoAudit;

/**
 * Carries the problem code stored on a post's audit record, the HTTP status, and when trying again can help.
 */
final class Api_Error extends \RuntimeException {
	/**
	 * @param string   $problem_code invalid_url | rate_limited | concurrency_limited | server_error | network | auth | plan | api_address | not_found | contract | unknown.
	 * @param string   $message      Sentence an editor or admin can act on.
	 * @param int      $http_status  0 when no response arrived.
	 * @param int|null $retry_at     Unix time after which a retry may succeed; null when retrying cannot help.
	 * @param string   $problem_type The `type` of the answer's problem details ('' when it had none): only a GEO
	 *                               Audit API answers with its own types, which is how "Test connection" knows it.
	 * @param string   $content_type The answer's Content-Type, to name what answered when it was not the API.
	 * @param bool     $quota_headers Whether the answer carried X-RateLimit-Remaining, which the API specification
	 *                                puts on every response of a GEO Audit API (errors included).
	 * @param string   $detail       The raw words behind it: the API's problem detail, or the HTTP library's error
	 *                               ("cURL error 7: …"). For an administrator's eyes only, apart from the sentence.
	 */
	public function __construct(
		public readonly string $problem_code,
		string $message,
		public readonly int $http_status = 0,
		public readonly ?int $retry_at = null,
		public readonly string $problem_type = '',
		public readonly string $content_type = '',
		public readonly bool $quota_headers = false,
		public readonly string $detail = ''
	) {
		parent::__construct( $message );
	}

	public function is_retryable(): bool {
		return null !== $this->retry_at;
	}

	/**
	 * The stored problem: { code, message, retryAt? } as core's AuditProblem.
	 *
	 * @return array<string, string>
	 */
	public function to_problem(): array {
		$problem = array(
			'code'    => $this->problem_code,
			'message' => $this->getMessage(),
		);
		if ( null !== $this->retry_at ) {
			$problem['retryAt'] = gmdate( 'Y-m-d\TH:i:s\Z', $this->retry_at );
		}
		return $problem;
	}
}

<?php
/**
 * Auditing a page again when the site did not serve it yet.
 *
 * @package GeoAudit
 */

namespace GeoAudit;

/**
 * A PHP port of @geo-audit/core's re-check plan. Caches, static rebuilds and headless front ends often
 * serve a newly published post only minutes after WordPress publishes it, so an audit that found a 404,
 * a soft 404, a coming-soon page or a redirect to the home page is run again on a short schedule instead
 * of leaving a score of a page nobody could read.
 */
final class Recheck {
	/**
	 * Seconds before each re-audit: 2, 5 and 15 minutes, so the last one runs about 22 minutes after the
	 * first audit, time enough for most caches and deploys.
	 */
	const DEFAULT_DELAYS = array( 120, 300, 900 );

	/** The engine's cap for "the URL did not serve the page". */
	const NOT_SERVED_CHECK = 'gate.page_not_fetched';

	/**
	 * The re-check schedule in seconds, after the `geo_audit_recheck_delays` filter; empty turns re-checks off.
	 *
	 * Example: `add_filter( 'geo_audit_recheck_delays', fn() => array( 60 ) );` re-checks once, a minute later.
	 *
	 * @return int[]
	 */
	public static function delays(): array {
		/**
		 * Filters the delays, in seconds, before each automatic re-audit of a post whose page the site did not
		 * serve yet (a 404, a soft 404, a coming-soon page, a redirect to the home page …). Each re-check is
		 * one more audit against the API quota. Return an empty array (`__return_empty_array`) to never
		 * re-check.
		 *
		 * @param int[] $delays Seconds; default 120, 300, 900.
		 */
		$delays = apply_filters( 'geo_audit_recheck_delays', self::DEFAULT_DELAYS );
		if ( ! is_array( $delays ) ) {
			return array();
		}
		return array_values( array_map( static fn( $delay ) => max( 0, (int) $delay ), $delays ) );
	}

	/**
	 * The cap saying the audited URL did not answer with the page itself, if the result carries one.
	 *
	 * Example: `Recheck::not_served_cap( $result )['reason']` is "The page answered HTTP 404, so nothing on it can be cited."
	 *
	 * @param array<string, mixed> $result The full audit result.
	 * @return array<string, mixed>|null
	 */
	public static function not_served_cap( array $result ): ?array {
		foreach ( (array) ( $result['caps'] ?? array() ) as $cap ) {
			if ( is_array( $cap ) && self::NOT_SERVED_CHECK === ( $cap['check'] ?? null ) ) {
				return $cap;
			}
		}
		return null;
	}

	/**
	 * Whether to audit again after a result, and the problem the record shows until then; null when the page
	 * was served, when what answered does not pass by waiting (the cap's kind is `restricted` or `challenge`),
	 * or when the re-checks since the publish are used up (the result then stands, with its fix).
	 *
	 * Example: `Recheck::plan( $result_404, 0, array( 120, 300, 900 ), time() )['retryAt']` is two minutes from now.
	 *
	 * @param array<string, mixed> $result   The full audit result.
	 * @param int                  $so_far   Re-checks already run since the publish.
	 * @param int[]                $delays   The schedule, in seconds.
	 * @param int                  $now      Unix time.
	 * @return array{code: string, message: string, retryAt: string}|null
	 */
	public static function plan( array $result, int $so_far, array $delays, int $now ): ?array {
		$cap = self::not_served_cap( $result );
		// A password, a sign-in page or a bot challenge stays until someone changes a setting: waiting costs quota only.
		$kind = $cap['kind'] ?? null;
		if ( null === $cap || ! isset( $delays[ $so_far ] ) || 'restricted' === $kind || 'challenge' === $kind ) {
			return null;
		}
		$reason = trim( (string) ( $cap['reason'] ?? '' ) );
		if ( '' !== $reason && ! preg_match( '/[.!?]$/u', $reason ) ) {
			$reason .= '.';
		}
		return array(
			'code'    => 'page_not_served',
			'message' => trim(
				sprintf(
					/* translators: 1: why the page could not be audited, as the GEO Audit API says it (one sentence, in English), 2: the number of this re-check, 3: how many re-checks run at most. */
					__( '%1$s A site often serves a newly published page a few minutes later, so the audit runs again by itself (re-check %2$d of %3$d).', 'geo-audit' ),
					$reason,
					$so_far + 1,
					count( $delays )
				)
			),
			'retryAt' => gmdate( 'Y-m-d\TH:i:s\Z', $now + $delays[ $so_far ] ),
		);
	}
}

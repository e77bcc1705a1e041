<?php
/**
 * The API's English values (verdicts, module ids) in the site's language.
 *
 * @package GeoAudit
 */

namespace GeoAudit;

/**
 * Words for values the GEO Audit API sends in English or as ids, translated like every other plugin string.
 * The wording follows @geo-audit/render's catalogue, so the posts list, the settings screen and the editor
 * sidebar name things alike.
 */
final class Labels {
	/**
	 * A verdict in the site's language: "Good" → "Gut" in German. A verdict this plugin does not know (a newer
	 * API's) is shown as sent.
	 *
	 * Example: `Labels::verdict( 'Good' )`.
	 *
	 * @param string $verdict The verdict as the API sent it (any letter case).
	 */
	public static function verdict( string $verdict ): string {
		switch ( strtolower( trim( $verdict ) ) ) {
			case 'excellent':
				return __( 'Excellent', 'geo-audit' );
			case 'good':
				return __( 'Good', 'geo-audit' );
			case 'fair':
				return __( 'Fair', 'geo-audit' );
			case 'poor':
				return __( 'Poor', 'geo-audit' );
			case 'critical':
				return __( 'Critical', 'geo-audit' );
			default:
				return $verdict;
		}
	}

	/**
	 * A module's title in the site's language, or null for an id this plugin does not know.
	 *
	 * Example: `Labels::module( 'eeat' )` → "Experience, expertise, authority, trust".
	 *
	 * @param string $module A module id from Settings::MODULE_NAMES.
	 */
	public static function module( string $module ): ?string {
		$titles = array(
			'citability'      => __( 'Citability', 'geo-audit' ),
			'brand'           => __( 'Brand presence', 'geo-audit' ),
			'eeat'            => __( 'Experience, expertise, authority, trust', 'geo-audit' ),
			'crawlers'        => __( 'AI crawler access', 'geo-audit' ),
			'schema'          => __( 'Structured data', 'geo-audit' ),
			'platforms'       => __( 'AI platforms', 'geo-audit' ),
			'llmstxt'         => __( 'llms.txt', 'geo-audit' ),
			'agent_pricing'   => __( 'Pricing for agents', 'geo-audit' ),
			'agent_readiness' => __( 'Agent readiness', 'geo-audit' ),
		);
		return $titles[ $module ] ?? null;
	}
}

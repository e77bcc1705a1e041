<?php
/**
 * The API's English values (verdicts, module ids) in the site's language.
 *
 * @package GeoAudit
 */

namespace GeoAudit;

/**
 * Words for values the GEO Audit API sends in English or as ids, translated like every other plugin string.
 * Each is render's own message (the same text, with its message id as context, as src/render-strings.ts has it),
 * so the .pot holds one entry for the posts list, the settings screen and the editor sidebar, translated once.
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
				return _x( 'Excellent', 'band.excellent', 'geo-audit' );
			case 'good':
				return _x( 'Good', 'band.good', 'geo-audit' );
			case 'fair':
				return _x( 'Fair', 'band.fair', 'geo-audit' );
			case 'poor':
				return _x( 'Poor', 'band.poor', 'geo-audit' );
			case 'critical':
				return _x( 'Critical', 'band.critical', 'geo-audit' );
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
			'citability'      => _x( 'Citability', 'module.citability.title', 'geo-audit' ),
			'brand'           => _x( 'Brand presence', 'module.brand.title', 'geo-audit' ),
			'eeat'            => _x( 'Experience, expertise, authority, trust', 'module.eeat.title', 'geo-audit' ),
			'crawlers'        => _x( 'AI crawler access', 'module.crawlers.title', 'geo-audit' ),
			'schema'          => _x( 'Structured data', 'module.schema.title', 'geo-audit' ),
			'platforms'       => _x( 'AI platforms', 'module.platforms.title', 'geo-audit' ),
			'llmstxt'         => _x( 'llms.txt', 'module.llmstxt.title', 'geo-audit' ),
			'agent_pricing'   => _x( 'Pricing for agents', 'module.agent_pricing.title', 'geo-audit' ),
			'agent_readiness' => _x( 'Agent readiness', 'module.agent_readiness.title', 'geo-audit' ),
		);
		return $titles[ $module ] ?? null;
	}
}

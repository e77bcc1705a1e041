<?php
/**
 * Whether a post may be audited now.
 *
 * @package GeoAudit
 */

namespace GeoAudit;

/**
 * The one answer to "may this post be audited?", asked on publish, by the editor's routes and again by the
 * background start and re-check, since a post can leave "published" between its publish and its audit. The
 * API fetches the public address anonymously, so only a published, public post without a password shows
 * it the post; anything else would score a 404 or a password form.
 */
final class Auditability {
	/** The post is a draft, scheduled, private, trashed or gone. */
	const NOT_PUBLISHED = 'not_published';
	/** The post type is not audited (Settings → GEO Audit), or is not public at all. */
	const POST_TYPE = 'post_type_not_audited';
	/** Visitors, and so the API, see a password form instead of the post. */
	const PASSWORD = 'password_protected';

	/**
	 * Why the post cannot be audited now, as one of the constants; null when it can.
	 *
	 * Example: `Auditability::why_not( get_post( $id ) )` is 'password_protected' for a post with a password.
	 *
	 * @param \WP_Post|null $post The post.
	 */
	public static function why_not( $post ): ?string {
		if ( ! $post instanceof \WP_Post || wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
			return self::NOT_PUBLISHED;
		}
		if ( ! in_array( $post->post_type, Settings::post_types(), true ) || ! is_post_type_viewable( $post->post_type ) ) {
			return self::POST_TYPE;
		}
		if ( '' !== $post->post_password ) {
			return self::PASSWORD;
		}
		if ( 'publish' !== $post->post_status ) {
			return self::NOT_PUBLISHED;
		}
		return null;
	}

	/**
	 * The sentence an editor reads for a reason from why_not().
	 */
	public static function message( string $reason ): string {
		switch ( $reason ) {
			case self::POST_TYPE:
				return __( 'Posts of this type are not audited. An administrator can change that in the settings.', 'geo-audit' );
			case self::PASSWORD:
				return __( 'Password-protected posts are not audited: the GEO Audit API would only see the password form. Remove the password to audit the post.', 'geo-audit' );
			default:
				return __( 'Only published posts can be audited: publish it first.', 'geo-audit' );
		}
	}
}

/**
 * Review widget markup as sites embed it, for the tests of what eeat and citability read as a byline.
 */

/** Trustindex's Google reviews embed: stars drawn as images, the reviewer signed "By …". */
export const GOOGLE_REVIEWS = `<div class="ti-widget ti-goog" data-layout-id="4"><div class="ti-widget-container">
<div class="ti-header"><span class="ti-rating-text">EXCELLENT</span><span class="ti-stars"><img class="ti-star f" src="https://cdn.trustindex.io/assets/platform/Google/star/f.svg" alt="Google"></span><span class="ti-rating-count">Based on 212 reviews</span></div>
<div class="ti-reviews-container"><div class="ti-review-item"><div class="ti-inner">
<div class="ti-review-header"><div class="ti-profile-details"><div class="ti-name">By Tom R.</div><div class="ti-date">3 weeks ago</div></div></div>
<div class="ti-review-content">Showed up the same day and had our new heater in by dinner. Fair price, clean work.</div>
</div></div>
<div class="ti-review-item"><div class="ti-inner">
<div class="ti-review-header"><div class="ti-profile-details"><div class="ti-name">By Carla Mendez</div><div class="ti-date">a month ago</div></div></div>
<div class="ti-review-content">Honest advice, they fixed the valve instead of selling us a new tank.</div>
</div></div></div></div></div>`;

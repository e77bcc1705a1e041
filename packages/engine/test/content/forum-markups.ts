import { html } from './context.ts';

/**
 * Thread pages as three forum engines print them to a crawler, for the thread tests: old Reddit (each post a
 * `div.thing`, its text in a `form.usertext`), phpBB's prosilver theme (`div.post` with a profile box beside
 * `div.postbody`) and Discourse's crawler view (`div.topic-body.crawler-post` in a DiscussionForumPosting item). The
 * markup follows their templates (reddit-archive/reddit `usertext.html` and `comment.html`, phpBB 3.3
 * `viewtopic_body.html`, Discourse's `topics/show.html.erb` as served in 2026).
 */

/** A post: who wrote it, and its text as paragraphs. */
export type ThreadPost = [author: string, paragraphs: string[]];

export const TITLE = 'Raspberry Pi 4 reboots when the USB SSD is busy';

/** The question, the answer that solves it, and replies of the kinds threads hold. */
export const PI_THREAD: ThreadPost[] = [
  [
    'kestrel_dev',
    [
      'My Raspberry Pi 4 (4 GB) boots from a Samsung T7 SSD over USB 3. Whenever I copy more than a few gigabytes to it, the Pi reboots without any message in the journal. The official 5.1 V 3 A power supply is plugged in and the CPU stays under 60 °C.',
      'Is the SSD failing, or is something else going on? I have already tried a second cable and a fresh Raspberry Pi OS image.',
    ],
  ],
  [
    'mfox',
    [
      'The SSD is fine: the Pi 4 can supply only 1.2 A to all USB ports together, and a T7 under sustained writes draws up to 1.5 A, so the 5 V rail sags and the board resets. Put the SSD on a powered USB 3 hub, or a Y-cable with its own supply, and the reboots stop.',
      'You can confirm it first: run vcgencmd get_throttled after a reboot, and 0x50005 means under-voltage was detected.',
    ],
  ],
  [
    'tinker_tom',
    [
      'Same thing happened to me last winter with a different drive and honestly it drove me mad for a while, I reinstalled everything twice before I figured it out. Glad it is not just me!',
    ],
  ],
  [
    'kestrel_dev',
    [
      'That was it: vcgencmd showed 0x50005, and with a powered hub I copied 40 GB without a single reboot. Thanks!',
    ],
  ],
];

/** Old Reddit's `div.thing`: the link post's text and each comment's text sit in a `form.usertext`. */
export function oldRedditPage(thread: ThreadPost[] = PI_THREAD): string {
  const md = (paragraphs: string[]) =>
    `<div class="md">${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}</div>`;
  const usertext = (id: string, paragraphs: string[]) =>
    `<form action="#" class="usertext warn-on-unload" onsubmit="return post_form(this, 'editusertext')" id="form-${id}k3x"><input type="hidden" name="thing_id" value="${id}"/><div class="usertext-body may-blank-within md-container ">${md(paragraphs)}</div></form>`;
  const [[op, question], ...replies] = thread as [ThreadPost, ...ThreadPost[]];
  const link = `<div class=" thing id-t3_1f4xq2 odd link self" id="thing_t3_1f4xq2" onclick="click_thing(this)" data-fullname="t3_1f4xq2" data-type="link" data-author="${op}" data-subreddit="raspberry_pi" data-comments-count="${replies.length}" data-score="214">
  <p class="parent"></p><span class="rank"></span>
  <div class="midcol unvoted"><div class="arrow up login-required access-required" role="button" aria-label="upvote" tabindex="0"></div><div class="score unvoted" title="214">214</div><div class="arrow down login-required access-required" role="button" aria-label="downvote" tabindex="0"></div></div>
  <div class="entry unvoted">
    <div class="top-matter">
      <p class="title"><a class="title may-blank " data-event-action="title" href="/r/raspberry_pi/comments/1f4xq2/pi_4_reboots_when_the_usb_ssd_is_busy/" tabindex="1">${TITLE}</a> <span class="domain">(<a href="/r/raspberry_pi/">self.raspberry_pi</a>)</span></p>
      <p class="tagline ">submitted <time title="Mon Mar 3 09:12:00 2025 UTC" datetime="2025-03-03T09:12:00+00:00" class="live-timestamp">5 hours ago</time> by <a href="https://old.reddit.com/user/${op}" class="author may-blank id-t2_9h2k1">${op}</a><span class="userattrs"></span> to <a href="https://old.reddit.com/r/raspberry_pi/" class="subreddit hover may-blank">r/raspberry_pi</a></p>
    </div>
    <div class="expando ">${usertext('t3_1f4xq2', question)}</div>
    <ul class="flat-list buttons"><li class="first"><a href="/r/raspberry_pi/comments/1f4xq2/pi_4_reboots_when_the_usb_ssd_is_busy/" data-event-action="comments" class="bylink comments may-blank" rel="nofollow">${replies.length} comments</a></li><li class="share"><a class="post-sharing-button" href="javascript: void 0;">share</a></li><li class="link-save-button save-button login-required"><a href="#">save</a></li><li><form action="/post/hide" method="post" class="state-button hide-button"><span><a href="javascript:void(0)" data-event-action="hide">hide</a></span></form></li><li class="report-button login-required"><a href="javascript:void(0)" class="reportbtn access-required" data-event-action="report">report</a></li></ul>
  </div>
  <div class="child"></div><div class="clearleft"></div>
</div>`;
  const comments = replies
    .map(
      (
        [author, paragraphs],
        i,
      ) => `<div class=" thing id-t1_kq${i}a noncollapsed comment " id="thing_t1_kq${i}a" onclick="click_thing(this)" data-fullname="t1_kq${i}a" data-type="comment" data-subreddit="raspberry_pi" data-author="${author}" data-author-fullname="t2_7y${i}">
  <p class="parent"><a name="kq${i}a"></a></p>
  <div class="midcol unvoted"><div class="arrow up login-required access-required" role="button" aria-label="upvote" tabindex="0"></div><div class="arrow down login-required access-required" role="button" aria-label="downvote" tabindex="0"></div></div>
  <div class="entry unvoted">
    <p class="tagline"><a href="javascript:void(0)" class="expand" onclick="return togglecomment(this)">[–]</a><a href="https://old.reddit.com/user/${author}" class="author may-blank id-t2_7y${i}">${author}</a><span class="userattrs"></span> <span class="score dislikes" title="${40 - i * 9}">${39 - i * 9} points</span><span class="score unvoted" title="${40 - i * 9}">${40 - i * 9} points</span> <time title="Mon Mar 3 10:40:00 2025 UTC" datetime="2025-03-03T10:40:00+00:00" class="live-timestamp">4 hours ago</time>&nbsp;<a href="javascript:void(0)" class="numchildren" onclick="return togglecomment(this)">(0 children)</a></p>
    ${usertext(`t1_kq${i}a`, paragraphs)}
    <ul class="flat-list buttons"><li class="first"><a href="/r/raspberry_pi/comments/1f4xq2/pi_4_reboots_when_the_usb_ssd_is_busy/kq${i}a/" data-event-action="permalink" class="bylink" rel="nofollow">permalink</a></li><li><a href="javascript:void(0)" class="embed-comment" data-comment="/r/raspberry_pi/comments/1f4xq2/pi_4_reboots_when_the_usb_ssd_is_busy/kq${i}a">embed</a></li><li class="comment-save-button save-button login-required"><a href="javascript:void(0)">save</a></li><li class="report-button login-required"><a href="javascript:void(0)" class="reportbtn access-required" data-event-action="report">report</a></li><li class="reply-button login-required"><a class="access-required" href="javascript:void(0)" data-event-action="comment" onclick="return reply(this)">reply</a></li></ul>
    <div class="reportform report-t1_kq${i}a"></div>
  </div>
  <div class="child"></div><div class="clearleft"></div>
</div><div class="clearleft"></div>`,
    )
    .join('\n');
  return html(
    `<div id="header" role="banner"><a href="#content" id="jumpToContent" tabindex="1">jump to content</a><div id="sr-header-area"><div class="sr-list"><ul class="flat-list sr-bar hover"><li><a href="https://old.reddit.com/r/popular/" class="choice">popular</a></li><li><a href="https://old.reddit.com/r/all/" class="choice">all</a></li></ul></div></div><div id="header-bottom-left"><a href="/" id="header-img" class="default-header" title="">reddit.com</a>&nbsp;<span class="hover pagename redditname"><a href="https://old.reddit.com/r/raspberry_pi/">raspberry_pi</a></span><ul class="tabmenu "><li class="selected"><a href="/r/raspberry_pi/comments/1f4xq2/" class="choice">comments</a></li></ul></div></div>
<div class="side"><div class="spacer"><div class="titlebox"><h1 class="hover redditname"><a href="/r/raspberry_pi/" class="hover">raspberry_pi</a></h1><div class="usertext-body may-blank-within md-container "><div class="md"><p>A subreddit for discussing the Raspberry Pi ARM computer and all things related to it.</p></div></div></div></div></div>
<a name="content"></a>
<div class="content" role="main">
  <div class="sitetable linklisting" id="siteTable">${link}<div class="clearleft"></div></div>
  <div class="commentarea">
    <div class="panestack-title"><span class="title">all ${replies.length} comments</span></div>
    <div class="menuarea"><div class="spacer"><span class="dropdown-title lightdrop">sorted by: </span><div class="dropdown lightdrop"><span class="selected">best</span></div></div></div>
    <div class="sitetable nestedlisting" id="siteTable_t3_1f4xq2">
${comments}
    </div>
  </div>
</div>
<div class="footer-parent"><div class="footer rounded"><div class="col"><ul class="hover"><li class="flat-vert title">about</li><li><a href="https://www.redditinc.com/blogs" class="choice">blog</a></li></ul></div></div></div>`,
    `<title>${TITLE} : raspberry_pi</title><meta property="og:site_name" content="reddit">`,
  ).replace('<body>', '<body class="listing-page comments-page">');
}

/**
 * phpBB 3.3 (prosilver): each post a `div.post` holding the author's profile box (`dl.postprofile`: name, rank, post
 * count, join date) beside `div.postbody`, whose `h3` is the post's subject ("Re: …") above the author line and
 * `div.content`; a signature under some.
 */
export function prosilverPage(thread: ThreadPost[] = PI_THREAD): string {
  const posts = thread
    .map(([author, paragraphs], i) => {
      const id = 27_140 + i;
      const user = `<a href="./memberlist.php?mode=viewprofile&amp;u=${5_310 + i}" class="username">${author}</a>`;
      return `<div id="p${id}" class="post has-profile ${i % 2 === 0 ? 'bg2' : 'bg1'}">
  <div class="inner">
    <dl class="postprofile" id="profile${id}">
      <dt class="has-profile-rank no-avatar"><div class="avatar-container"></div>${user}</dt>
      <dd class="profile-rank">${i === 1 ? 'Forum Moderator' : 'Posts: Newbie'}</dd>
      <dd class="profile-posts"><strong>Posts:</strong> <a href="./search.php?author_id=${5_310 + i}&amp;sr=posts">${(i + 1) * 137}</a></dd>
      <dd class="profile-joined"><strong>Joined:</strong> Tue Sep 1${i}, 2020 8:4${i} pm</dd>
    </dl>
    <div class="postbody">
      <div id="post_content${id}">
        <h3${i === 0 ? ' class="first"' : ''}><a href="./viewtopic.php?p=${id}#p${id}">${i === 0 ? '' : 'Re: '}${TITLE}</a></h3>
        <p class="author"><a class="unread" href="./viewtopic.php?p=${id}#p${id}" title="Post"><i class="icon fa-file fa-fw icon-lightgray icon-md" aria-hidden="true"></i><span class="sr-only">Post</span></a>
          <span class="responsive-hide">by <strong>${user}</strong> &raquo; </span><time datetime="2025-03-0${3 + i}T09:12:00+00:00">Mon Mar 0${3 + i}, 2025 9:12 am</time></p>
        <div class="content">${paragraphs.join('<br><br>')}</div>
        ${i === 1 ? '<div id="sig27141" class="signature">Please read the sticky on power supplies before posting.</div>' : ''}
      </div>
    </div>
    <div class="back2top"><a href="#top" class="top" title="Top"><i class="icon fa-chevron-circle-up fa-fw icon-gray" aria-hidden="true"></i><span class="sr-only">Top</span></a></div>
  </div>
</div>
<hr class="divider">`;
    })
    .join('\n');
  return html(
    `<div id="wrap" class="wrap">
<a id="top" class="top-anchor" accesskey="t"></a>
<div id="page-header"><div class="headerbar" role="banner"><div class="inner"><div id="site-description" class="site-description"><h1>Raspberry Pi Forums</h1><p>Community forum for the Raspberry Pi</p></div></div></div>
<div class="navbar" role="navigation"><ul id="nav-breadcrumbs" class="nav-breadcrumbs linklist navlinks" role="menubar"><li class="breadcrumbs"><span class="crumb"><a href="./index.php">Board index</a></span><span class="crumb"><a href="./viewforum.php?f=28">Troubleshooting</a></span></li></ul></div></div>
<div id="page-body" class="page-body" role="main">
<h2 class="topic-title"><a href="./viewtopic.php?t=38201">${TITLE}</a></h2>
<div class="action-bar bar-top"><div class="pagination">${thread.length} posts &bull; Page <strong>1</strong> of <strong>1</strong></div></div>
${posts}
<div class="action-bar bar-bottom"><div class="pagination">${thread.length} posts &bull; Page <strong>1</strong> of <strong>1</strong></div></div>
</div>
<div id="page-footer" class="page-footer" role="contentinfo"><div class="copyright">Powered by phpBB® Forum Software © phpBB Limited</div></div>
</div>`,
    `<title>${TITLE} - Raspberry Pi Forums</title>`,
  );
}

/**
 * Discourse's crawler view: the thread in a DiscussionForumPosting item, each post a `div.topic-body.crawler-post`
 * (the replies `itemprop="comment"` Comments) with its meta line above its `div.post[itemprop=text]` and its likes
 * below. `ids: false` prints the posts without their `#post_N` ids (as some themes and older versions do).
 */
export function discoursePage(thread: ThreadPost[] = PI_THREAD, options: { ids?: boolean } = {}): string {
  const ids = options.ids ?? true;
  const posts = thread
    .map(
      (
        [author, paragraphs],
        i,
      ) => `<div${ids ? ` id='post_${i + 1}'` : ''} ${i === 0 ? '' : "itemprop='comment' itemscope itemtype='http://schema.org/Comment'"} class='topic-body crawler-post'>
  <div class='crawler-post-meta'>
    <span class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person">
      <a itemprop="url" rel='nofollow' href='https://forums.pi.example/u/${author}'><span itemprop='name'>${author}</span></a>
    </span>
    <span class="crawler-post-infos">
      <time ${i === 0 ? '' : "itemprop='datePublished'"} datetime='2025-03-03T1${i}:08:18Z' class='post-time'>March 3, 2025, 1${i}:08am</time>
      <meta itemprop='dateModified' content='2025-03-03T1${i}:08:18Z'>
      <span itemprop='position'>${i + 1}</span>
    </span>
  </div>
  <div class='post' itemprop='text'>
    ${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
  </div>
  <div itemprop="interactionStatistic" itemscope itemtype="http://schema.org/InteractionCounter">
    <meta itemprop="interactionType" content="http://schema.org/LikeAction"/>
    <meta itemprop="userInteractionCount" content="${(7 * i) % 5}" />
    <span class='post-likes'>${(7 * i) % 5 > 0 ? `${(7 * i) % 5} Likes` : ''}</span>
  </div>
</div>`,
    )
    .join('\n');
  return html(
    `<header><a href="/">Pi Forums</a></header>
<div id="main-outlet" class="wrap" role="main">
  <div id="topic-title">
    <h1><a href="/t/pi-4-reboots-when-the-usb-ssd-is-busy/38201">${TITLE}</a></h1>
    <div class="topic-category" itemscope itemtype="http://schema.org/BreadcrumbList"><span itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem"><a href="/c/troubleshooting/7" class="badge-wrapper bullet" itemprop="item"><span class='badge-category clear-badge'><span class='category-name' itemprop='name'>Troubleshooting</span></span></a><meta itemprop="position" content="1" /></span></div>
  </div>
  <div itemscope itemtype='http://schema.org/DiscussionForumPosting'>
    <meta itemprop='headline' content='${TITLE}'>
    <link itemprop='url' href='https://forums.pi.example/t/pi-4-reboots-when-the-usb-ssd-is-busy/38201'>
    <meta itemprop='datePublished' content='2025-03-03T10:08:18Z'>
    <meta itemprop='articleSection' content='Troubleshooting'>
    <div itemprop='publisher' itemscope itemtype="http://schema.org/Organization"><meta itemprop='name' content='Pi Forums'></div>
${posts}
  </div>
</div>
<footer class="container wrap"><nav class='crawler-nav'><ul><li><a href='/'>Home</a></li><li><a href='/categories'>Categories</a></li></ul></nav><p class='powered-by-link'>Powered by <a href="https://www.discourse.org">Discourse</a>, best viewed with JavaScript enabled</p></footer>`,
    `<title>${TITLE} - Troubleshooting - Pi Forums</title>`,
  ).replace('<body>', '<body class="crawler ">');
}

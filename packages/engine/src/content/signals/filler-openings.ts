/** Opening sentences that delay the answer (throat-clearing, greetings, teasers), in English and other languages. */

/**
 * Openings that delay the answer: throat-clearing, greetings, teasers, rhetorical questions. An apostrophe may be
 * typographic (WordPress prints "Let’s").
 */
export const FILLER_OPENING =
  /^(?:in this (?:article|post|guide|section|blog|tutorial)|in today['’]?s|when it comes to|welcome to|let['’]?s (?:dive|take|talk|explore|look|get started|begin|start)|have you ever|are you (?:looking|wondering|struggling)|did you know|if you['’]?re (?:looking|wondering)|before we (?:dive|begin|start)|as we all know|it['’]?s no secret|we['’]?ll (?:cover|explore|look)|read on|keep reading|imagine|picture this|so,? you|without further ado|first things first|look no further|you['’]?ve come to the right place|thanks? (?:you )?for (?:stopping by|visiting|reading|joining)|(?:hi|hello|hey) (?:there|everyone|friends|folks|guys|all)\b|oh,? my (?:gosh|god|goodness)\b|omg\b)/i;

/**
 * Openings that announce rather than answer in Korean ("이 글에서는 …", "in this post …", "…을 알아보겠습니다", "we will
 * look at …", "안녕하세요" "hello"; they end in the declarative 다 as an answer does) and Turkish ("Bu yazıda …", "in
 * this post …", "Merhaba" "hello").
 */
const KOREAN_FILLER =
  /^(?:안녕하세요|(?:이|이번|오늘|본) ?(?:글|포스팅|포스트|시간|기사)에서는?)|(?:알아|살펴)(?:보겠습니다|보도록 하겠습니다|보려고 합니다|볼게요|봅시다)|소개(?:해 ?드리겠습니다|해 ?드릴게요|하겠습니다)/;
const TURKISH_FILLER =
  /^(?:bu (?:yazıda|yazımızda|makalede|makalemizde|rehberde|rehberimizde|içerikte|içeriğimizde)|merhaba)/i;

/**
 * Openings that delay the answer in Chinese ("本文将为您介绍…", "in this article we introduce…", "大家好" "hello
 * everyone", "你是否…" "have you ever…"), Japanese ("この記事では…", "in this article", "…について解説します", "we
 * explain…", "こんにちは" "hello", "ありがとうございます" "thank you") and Thai ("บทความนี้…" "this article…",
 * "สวัสดี" "hello", "วันนี้จะพา…" "today we take you…", "เคยสงสัย…" "ever wondered…"). Read on pages of those
 * languages and of unknown language.
 */
const UNSPACED_FILLER =
  /^(?:本文|本篇|这篇文章|這篇文章|在本文|在这篇|在這篇|大家好|欢迎|歡迎|今天(?:我们|我們|小编|小編)|你是否|您是否|你有没有|你有沒有|你知道|您知道|(?:この|本)(?:記事|ページ|ブログ|ガイド)で[はも]|こんにちは|はじめまして|ありがとうございます|บทความนี้|ในบทความนี้|สวัสดี|วันนี้(?:เรา)?จะ(?:พา|มา)|เคยสงสัย)|について(?:詳しく)?(?:ご紹介|紹介|解説|説明)(?:します|していきます)/;

const FILLER_BY_LANGUAGE: Readonly<Record<string, RegExp>> = {
  zh: UNSPACED_FILLER,
  ja: UNSPACED_FILLER,
  th: UNSPACED_FILLER,
  ko: KOREAN_FILLER,
  tr: TURKISH_FILLER,
};
const EVERY_FILLER = [UNSPACED_FILLER, KOREAN_FILLER, TURKISH_FILLER];

/** Whether a first sentence is filler in the page's language, or in any of them where it is not known (null). */
export function otherFiller(sentence: string, language: string | null): boolean {
  if (language === null) return EVERY_FILLER.some((filler) => filler.test(sentence));
  return FILLER_BY_LANGUAGE[language]?.test(sentence) === true;
}

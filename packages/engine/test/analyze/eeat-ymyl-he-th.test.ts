import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { DISCLAIMER_I18N } from '../../src/analyze/eeat/statements.ts';
import { countTopicTerms, detectYmyl } from '../../src/analyze/eeat/ymyl.ts';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { parsePage } from '../../src/parse/page.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';
import { ARTICLE_URL, HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';

/**
 * Health and finance terms in Hebrew, whose words carry one-letter prefixes (ו ה ב ל מ ש כ), and Thai, which puts no
 * spaces between words: articles on those topics are YMYL by their text alone, and tech, travel and cooking pages,
 * whose everyday words hold the short forms (מסך "screen", פנסיון "guesthouse", หมอก "fog", กู้คืน "restore"), are not.
 */

function ymylOf(text: string) {
  const document = parsePage(`<html><body><main><p>${text}</p></main></body></html>`);
  return detectYmyl(text, extractStructuredData(document));
}

const HEBREW_HEALTH =
  'סוכרת מסוג 2 היא מחלה כרונית. התסמינים הנפוצים הם צמא ועייפות. הרופא קובע את האבחנה לפי בדיקת דם ומתאים טיפול תרופתי. לחלק מהתרופות יש תופעות לוואי, ולכן חשוב להקפיד על המינון. בהריון יש לעקוב אחר הסוכרת בקפידה.';
const HEBREW_FINANCE =
  'לפני שלוקחים משכנתא כדאי להשוות את הריבית בין הבנקים. הלוואה נוספת מייקרת את ההחזר החודשי. ביטוח חיים נדרש לרוב, והחיסכון בקרן הפנסיה ממשיך לצמוח. השקעה במניות מחייבת דיווח למס הכנסה.';
const THAI_HEALTH =
  'โรคเบาหวานชนิดที่ 2 เป็นโรคเรื้อรัง อาการที่พบบ่อยคือกระหายน้ำและอ่อนเพลีย แพทย์จะวินิจฉัยจากการตรวจเลือด ผู้ป่วยบางรายต้องใช้ยาและควรระวังผลข้างเคียง หากตั้งครรภ์ควรพบแพทย์';
const THAI_FINANCE =
  'ก่อนขอสินเชื่อบ้าน ควรเปรียบเทียบอัตราดอกเบี้ยของแต่ละธนาคาร การลงทุนในกองทุนรวมและหุ้นกู้มีความเสี่ยง ควรวางแผนเกษียณและทำประกันชีวิต และอย่าลืมยื่นภาษีทุกปี';

describe('YMYL terms in Hebrew and Thai', () => {
  it.each([
    ['Hebrew', 'health', HEBREW_HEALTH],
    ['Hebrew', 'finance', HEBREW_FINANCE],
    ['Thai', 'health', THAI_HEALTH],
    ['Thai', 'finance', THAI_FINANCE],
  ])('reads a %s %s article as such by its text alone', (_lang, topic, text) => {
    expect(ymylOf(text)).toMatchObject({ ymyl: true, topic });
  });

  it.each([
    [
      'Hebrew tech',
      // מסך, המסמך and מסביר start like מס (tax); "טיפול בשגיאות" is error handling; ניתוח נתונים a data analysis.
      'במדריך הזה נסביר איך להתקין את התוכנה במחשב. פתחו את המסך הראשי, בחרו בהגדרות ולחצו על שמירה. טיפול בשגיאות: אם מופיעה הודעת שגיאה, בדקו את החיבור לרשת. ניתוח הנתונים מתבצע בשרת, והמסמך מסביר את מבנה הקבצים. המסך מתעדכן אחרי כל שמירה.',
    ],
    [
      'Hebrew travel',
      // אירופאים holds רופא (doctor) after two letters that are no prefixes; a פנסיון is a guesthouse, פנסים lamps.
      'טיול לאירופה ברכבת: האירופאים אוהבים לטייל בקיץ. בפריז כדאי לבקר במוזיאונים ולשבת בבתי קפה. הפנסיון הקטן ליד התחנה זול ונוח, והפנסים ברחוב דולקים כל הלילה. מאירופה אפשר להמשיך באוטובוס לאלפים.',
    ],
    [
      'Hebrew cooking',
      // סרטן is also a crab, "חולה על" is "crazy about", "חיסכון בזמן" saving time, ממסים "melting".
      'מתכון לחלה ביתית: מערבבים קמח, שמרים וסוכר ולשים את הבצק. סרטן ים מבושל עם שום ולימון הוא מנה קלה. אני חולה על הפשטידה הזאת! חיסכון בזמן: מכינים את הרוטב מראש. ממסים את החמאה על אש קטנה ומגישים חם.',
    ],
    [
      'Thai tech',
      // กู้คืน is "restore", รับประกัน a warranty, ยาว "long", ภาษา "language" (ภาษี is tax).
      'วิธีติดตั้งโปรแกรมบนคอมพิวเตอร์ ดาวน์โหลดไฟล์ติดตั้งจากเว็บไซต์แล้วกดปุ่มถัดไป หากต้องการกู้คืนข้อมูลให้เปิดเมนูสำรองข้อมูล สินค้านี้มีการรับประกันหนึ่งปี ข้อความที่ยาวเกินไปจะถูกตัดออก ตั้งค่าภาษาไทยได้ในเมนูการตั้งค่า',
    ],
    [
      'Thai travel',
      // หมอก "fog" and หมอน "pillow" hold หมอ (doctor); อากาศ "weather" and บรรยากาศ "atmosphere" look like อาการ.
      'เที่ยวเชียงใหม่หน้าหนาว ตอนเช้ามีหมอกหนาบนดอยอินทนนท์ ที่พักมีหมอนนุ่มและผ้าห่มอุ่น ควรเดินทางด้วยรถทัวร์ บรรยากาศดีมาก อากาศเย็นสบาย ถนนยาวคดเคี้ยว ห้างหุ้นส่วนจำกัดที่จัดทัวร์ดูแลดี',
    ],
    [
      'Thai cooking',
      'ต้มยำกุ้งน้ำข้น ใส่ข่า ตะไคร้ ใบมะกรูด และพริก เคี่ยวน้ำซุปให้เดือด ใส่กุ้งและเห็ด ปรุงรสด้วยน้ำปลาและน้ำมะนาว โรยผักชี เสิร์ฟร้อน ๆ กับข้าวสวย',
    ],
  ])('finds no health or finance term on a %s page', (_kind, text) => {
    const { health, finance } = countTopicTerms(text);
    expect([...health.distinct, ...finance.distinct]).toEqual([]);
    expect(ymylOf(text)).toMatchObject({ ymyl: false });
  });

  it('reads a Hebrew term after up to two prefix letters at a word start, and not inside a word', () => {
    expect(countTopicTerms('והמשכנתא, שבבית חולים, שהרופא').finance.distinct).toEqual(['משכנת']);
    expect(countTopicTerms('והמשכנתא, שבבית חולים, שהרופא').health.distinct.sort()).toEqual(
      ['בית חולים', 'רופא'].sort(),
    );
    // Three letters before it are no prefix run; א and י are no prefixes at all.
    expect(countTopicTerms('ושבהמשכנתא האירופאים').health.distinct).toEqual([]);
    expect(countTopicTerms('ושבהמשכנתא האירופאים').finance.distinct).toEqual([]);
  });

  it('makes a Hebrew health page without YMYL markup pass the disclaimer only with one', () => {
    const page = (extra: string) =>
      `<!doctype html><html lang="he" dir="rtl"><head><title>סוכרת</title><meta property="og:type" content="article"></head><body><main><article><h1>סוכרת מסוג 2</h1><p>${HEBREW_HEALTH.repeat(3)}</p>${extra}</article></main></body></html>`;
    const run = (html: string) =>
      EeatModule.parse(analyzeEeat(contextFor(html, { url: ARTICLE_URL, headers: HTTPS_HEADERS })));
    const without = run(page(''));
    expect(without.ymyl).toMatchObject({ detected: true });
    expect(finding(without, 'eeat.ymyl_disclaimer').status).toBe('fail');
    const withIt = run(page('<p>המידע באתר אינו מהווה תחליף לייעוץ רפואי. יש להתייעץ עם רופא.</p>'));
    expect(finding(withIt, 'eeat.ymyl_disclaimer').status).toBe('pass');
  });

  it('makes a Thai health page YMYL without markup', () => {
    const html = `<!doctype html><html lang="th"><head><title>เบาหวาน</title><meta property="og:type" content="article"></head><body><main><article><h1>โรคเบาหวาน</h1><p>${THAI_HEALTH.repeat(3)}</p><p>ข้อมูลนี้เป็นข้อมูลทั่วไปเท่านั้น โปรดปรึกษาเภสัชกร</p></article></main></body></html>`;
    const result = EeatModule.parse(
      analyzeEeat(contextFor(html, { url: ARTICLE_URL, headers: HTTPS_HEADERS })),
    );
    expect(result.ymyl).toMatchObject({ detected: true });
    expect(finding(result, 'eeat.ymyl_disclaimer').status).toBe('pass');
  });
});

describe('Hebrew and Thai disclaimers', () => {
  it.each([
    ['he', 'אין לראות באמור משום ייעוץ השקעות.'],
    ['he', 'התכנים באתר אינם מהווים תחליף לייעוץ רפואי.'],
    ['he', 'המידע נועד למטרות מידע כללי בלבד.'],
    ['th', 'การลงทุนมีความเสี่ยง ผู้ลงทุนควรศึกษาข้อมูลก่อนตัดสินใจลงทุน'],
    ['th', 'บทความนี้ไม่ถือเป็นคำแนะนำทางการแพทย์'],
    ['th', 'โปรดปรึกษาเภสัชกรก่อนใช้ยา'],
  ])('reads the %s disclaimer "%s"', (_lang, text) => {
    expect(DISCLAIMER_I18N.exec(text)).not.toBeNull();
  });

  it.each([
    ['he', 'התייעצו עם חברים לפני שבוחרים מסלול טיול.'],
    ['th', 'ปรึกษาเพื่อนก่อนเลือกที่พัก'],
  ])('does not take a %s sentence about consulting friends for a disclaimer', (_lang, text) => {
    expect(DISCLAIMER_I18N.exec(text)).toBeNull();
  });
});

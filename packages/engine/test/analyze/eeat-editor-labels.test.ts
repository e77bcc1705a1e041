import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * A named editor in the credits of a German, Spanish, Portuguese, Italian or Dutch article ("Redaktion: Anna
 * Schmidt", "Editado por Ana de la Fuente", "Eindredactie: Jan de Vries") is an editing step, as "Edited by" is on
 * an English page: the editorial policy check gets half credit and says no policy is linked.
 */

const PROSE: Record<string, string> = {
  en: 'A savings account is for most families the simplest way to put money aside safely and have it ready when they need it. The interest rate moves with the market, and deposit insurance protects the balance up to a limit per bank and customer. ',
  de: 'Ein Tagesgeldkonto ist für die meisten Sparer der einfachste Weg, Geld sicher und jederzeit verfügbar anzulegen. Die Zinsen ändern sich mit dem Markt, und die Einlagensicherung schützt das Guthaben bis zu einer festen Grenze pro Bank und Kunde. ',
  es: 'Una cuenta de ahorro es para la mayoría de las familias la forma más sencilla de guardar dinero con seguridad y tenerlo disponible cuando lo necesitan. Los intereses cambian con el mercado y el fondo de garantía protege el saldo hasta un límite por banco y cliente. ',
  pt: 'Uma conta poupança é para a maioria das famílias a forma mais simples de guardar dinheiro com segurança e tê-lo disponível quando precisam. Os juros mudam com o mercado e o fundo garantidor protege o saldo até um limite por banco e por cliente. ',
  it: 'Un conto deposito è per la maggior parte delle famiglie il modo più semplice per mettere da parte il denaro in sicurezza e averlo disponibile quando serve. Gli interessi cambiano con il mercato e il fondo di garanzia protegge il saldo fino a un limite per banca e cliente. ',
  nl: 'Een spaarrekening is voor de meeste gezinnen de eenvoudigste manier om geld veilig opzij te zetten en het beschikbaar te hebben wanneer het nodig is. De rente verandert met de markt en het depositogarantiestelsel beschermt het saldo tot een grens per bank en klant. ',
};

function editorial(lang: string, credits: string) {
  const html = page(
    `<title>Sparen</title><meta property="og:type" content="article">${jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Sparen',
      datePublished: '2026-11-01',
      author: { '@type': 'Person', name: 'Lena Vogel' },
    })}`,
    `<main><article><h1>Sparen</h1><div class="byline">Lena Vogel</div>${credits}<p>${PROSE[lang]!.repeat(6)}</p></article></main>`,
  ).replace('<html', `<html lang="${lang}"`);
  const result = EeatModule.parse(
    analyzeEeat(contextFor(html, { url: 'https://geld.example/ratgeber/sparen', headers: HTTPS_HEADERS })),
  );
  const check = finding(result, 'eeat.editorial_policy') as ReturnType<typeof finding> & { title?: string };
  return {
    status: check.status,
    title: check.title ?? '',
    said: check.evidence.map((e) => `${e.what} ${e.value ?? ''}`).join(' | '),
  };
}

describe('an editor credit in the other languages', () => {
  it.each([
    ['de', '<p>Redaktion: Anna Schmidt</p>', 'Redaktion: Anna Schmidt'],
    ['de', '<p>Redigiert von Jonas Becker</p>', 'Redigiert von Jonas Becker'],
    ['de', '<p>Text: Lena Vogel · Lektorat: Katrin Hoffmann</p>', 'Lektorat: Katrin Hoffmann'],
    ['es', '<p>Editado por Ana de la Fuente</p>', 'Editado por Ana de la Fuente'],
    ['es', '<p>Texto: Lena Vogel | Edición: Marta Gómez Ruiz</p>', 'Edición: Marta Gómez Ruiz'],
    ['pt', '<p>Editado por João da Silva</p>', 'Editado por João da Silva'],
    ['it', '<p>Revisione editoriale: Giulia Bianchi</p>', 'Revisione editoriale: Giulia Bianchi'],
    ['nl', '<p>Bewerkt door Jan de Vries</p>', 'Bewerkt door Jan de Vries'],
    ['nl', '<p>Eindredactie: Sanne Jansen</p>', 'Eindredactie: Sanne Jansen'],
  ])('reads a %s credit "%s" as a named editor', (lang, credits, value) => {
    const { status, title, said } = editorial(lang, credits);
    expect(status).not.toBe('fail');
    expect(title).toBe('An editor is named, but no editorial policy is linked');
    expect(said).toContain(`editor named in the text ${value}`);
  });

  it.each([
    ['pt', '<p>Editado por Companhia das Letras</p>'],
    ['es', '<p>Edición: Estados Unidos</p>'],
    ['de', '<p>Redaktion: Unsere Experten prüfen jeden Beitrag</p>'],
    ['de', '<p>Redaktion: Team Gesundheit</p>'],
    ['de', '<p>Die Redaktion Finanzen Online</p>'],
    ['nl', '<p>Redactie</p><p>Onze Redactie werkt elke dag</p>'],
    ['it', '<p>A cura di Mario Rossi</p>'],
  ])('takes no editor from the %s text "%s"', (lang, credits) => {
    const { status, title } = editorial(lang, credits);
    expect(status).toBe('fail');
    expect(title).toBe('No editorial policy linked');
  });

  it('does not read them on a page in English, where they can only be quoted', () => {
    const { status } = editorial(
      'en',
      '<p>German articles end with a credit such as Redaktion: Anna Schmidt.</p>',
    );
    expect(status).toBe('fail');
  });
});

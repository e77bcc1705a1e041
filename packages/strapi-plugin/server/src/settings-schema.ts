import { MODULE_NAMES } from '@geo-audit/core';
import { z } from 'zod';

/** Per content type: whether publishing audits it, where its entries live publicly, and which locales. */
export const ContentTypeSettings = z.object({
  enabled: z.boolean().default(false),
  /** e.g. `https://example.com/{locale}/blog/{slug}`; fields of the published entry fill the braces. */
  urlPattern: z.string().trim().max(2000).default(''),
  /** Locales audited on publish; empty means every locale. */
  locales: z.array(z.string().min(1).max(40)).default([]),
});
export type ContentTypeSettings = z.infer<typeof ContentTypeSettings>;

/** What the plugin keeps in Strapi's store (secrets included; they never leave the server). */
export const StoredSettings = z.object({
  baseUrl: z.string().default(''),
  apiKey: z.string().default(''),
  webhookSecret: z.string().default(''),
  contentTypes: z.record(z.string(), ContentTypeSettings).default({}),
  /** Modules requested; empty means the API's default set. */
  modules: z.array(z.enum(MODULE_NAMES)).default([]),
});
export type StoredSettings = z.infer<typeof StoredSettings>;

const Secret = z.string().trim().min(8, 'must be at least 8 characters').max(500);

/**
 * A settings update from the admin. Secrets are write-only: a string sets them, `null` clears them, and
 * leaving them out keeps the stored value.
 */
export const SettingsUpdate = z.object({
  baseUrl: z
    .string()
    .trim()
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/.test(value), {
      message: 'must be an absolute http(s) URL, e.g. https://geo.example.com',
    })
    .optional(),
  apiKey: Secret.nullable().optional(),
  webhookSecret: Secret.nullable().optional(),
  contentTypes: z.record(z.string(), ContentTypeSettings).optional(),
  modules: z.array(z.enum(MODULE_NAMES)).optional(),
});
export type SettingsUpdate = z.infer<typeof SettingsUpdate>;

import {
  Box,
  Button,
  Checkbox,
  Field,
  Flex,
  Loader,
  TextInput,
  Toggle,
  Typography,
} from '@strapi/design-system';
import { Layouts, Page, useFetchClient, useNotification, useRBAC } from '@strapi/strapi/admin';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ConnectionReport, ContentTypeSettings, PublicSettings, UrlPreview } from '../api-types.ts';
import { PERMISSIONS, PLUGIN_ID, t } from '../plugin-id.ts';
import { describeConnection } from './connection-report.ts';
import { moduleTitle } from './module-title.ts';
import { requestErrorMessage } from './request-error-message.ts';
import { saveErrorMessage } from './save-error-message.ts';
import { saveErrors } from './save-errors.ts';
import { describeSecretWarning } from './secret-warning.ts';
import { typedSecretIssues } from './typed-secret.ts';

function UrlPatternPreview({ uid, pattern }: { uid: string; pattern: string }) {
  const { post } = useFetchClient();
  const intl = useIntl();
  const { formatMessage } = intl;
  const [preview, setPreview] = useState<UrlPreview | null>(null);
  useEffect(() => {
    if (!pattern) return setPreview(null);
    const timer = setTimeout(async () => {
      try {
        const { data } = await post<{ data: UrlPreview }>(`/${PLUGIN_ID}/settings/preview-url`, {
          uid,
          pattern,
        });
        setPreview(data.data);
      } catch (caught) {
        setPreview({ ok: false, missing: [], message: requestErrorMessage(intl, caught) });
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [post, uid, pattern, intl]);
  if (!preview) return null;
  return (
    <Typography
      variant="pi"
      textColor={preview.ok ? 'neutral600' : 'danger600'}
      aria-live="polite"
      data-testid={`geo-preview-${uid}`}
    >
      {preview.ok
        ? `${formatMessage({ id: t('settings.contentTypes.preview'), defaultMessage: 'Preview: {url}' }, { url: preview.url })} ${
            preview.sampled
              ? formatMessage({
                  id: t('settings.contentTypes.previewSample'),
                  defaultMessage: '(from the newest entry)',
                })
              : ''
          }`
        : formatMessage(
            { id: t('settings.contentTypes.previewError'), defaultMessage: 'Preview: {message}' },
            { message: saveErrorMessage(intl, preview) },
          )}
    </Typography>
  );
}

function SettingsForm() {
  const { get, put, post } = useFetchClient();
  const intl = useIntl();
  const { formatMessage, formatList, locale } = intl;
  const { toggleNotification } = useNotification();
  const { allowedActions } = useRBAC({ update: PERMISSIONS.settingsUpdate });
  const canEdit = allowedActions.canUpdate;
  const [settings, setSettings] = useState<PublicSettings | null>(null);
  const [baseUrl, setBaseUrl] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [clearKey, setClearKey] = useState(false);
  const [webhookSecret, setWebhookSecret] = useState('');
  const [contentTypes, setContentTypes] = useState<Record<string, ContentTypeSettings>>({});
  const [modules, setModules] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [report, setReport] = useState<ConnectionReport | null>(null);
  // What the last refused save said, by field (save-errors.ts); a field's error goes when it is edited.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const clearError = (key: string) =>
    setErrors((all) => {
      if (!(key in all)) return all;
      const { [key]: _, ...rest } = all;
      return rest;
    });

  // After a refused save the keyboard focus goes to the first field marked invalid, whose error it then reads.
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const adopt = useCallback((data: PublicSettings) => {
    setSettings(data);
    setBaseUrl(data.baseUrl);
    setContentTypes(data.contentTypes);
    setModules(data.modules);
    setApiKey('');
    setWebhookSecret('');
    setClearKey(false);
    // A test's answer is about the settings it tested: after a save it could say a key was refused that is gone.
    setReport(null);
  }, []);

  useEffect(() => {
    get<{ data: PublicSettings }>(`/${PLUGIN_ID}/settings`).then(({ data }) => adopt(data.data));
  }, [get, adopt]);

  if (!settings) return <Page.Loading />;

  const typeSettings = (uid: string): ContentTypeSettings =>
    contentTypes[uid] ?? { enabled: false, urlPattern: '', locales: [] };
  const patch = (uid: string, change: Partial<ContentTypeSettings>) =>
    setContentTypes((all) => ({ ...all, [uid]: { ...typeSettings(uid), ...change } }));

  const labelOf = (key: string): string => {
    if (key.startsWith('pattern-')) {
      const uid = key.slice('pattern-'.length);
      const type = settings.available.contentTypes.find((candidate) => candidate.uid === uid);
      const label = formatMessage({
        id: t('settings.contentTypes.pattern'),
        defaultMessage: 'Public URL pattern',
      });
      return type ? `${label} (${type.displayName})` : label;
    }
    const labels: Record<string, string> = {
      baseUrl: formatMessage({ id: t('settings.baseUrl'), defaultMessage: 'API base URL' }),
      apiKey: formatMessage({ id: t('settings.apiKey'), defaultMessage: 'API key' }),
      webhookSecret: formatMessage({
        id: t('settings.webhookSecret'),
        defaultMessage: 'Webhook signing secret',
      }),
      modules: formatMessage({ id: t('settings.modules.title'), defaultMessage: 'Modules' }),
    };
    return labels[key] ?? key;
  };

  const refused = (caught: unknown) => {
    const found = saveErrors(caught, (issue) => saveErrorMessage(intl, issue));
    setErrors(found?.fields ?? {});
    setRefusals((count) => count + 1);
    const labels = Object.keys(found?.fields ?? {}).map(labelOf);
    // Without a field to point at, the refusal is said as any failed request is: by code, else by status.
    const others = labels.length > 0 ? (found?.others.join(' ') ?? '') : requestErrorMessage(intl, caught);
    const summary =
      labels.length > 0
        ? formatMessage(
            {
              id: t('settings.saveFailed.fields'),
              defaultMessage: 'The settings were not saved. Check {fields}.',
            },
            { fields: formatList(labels, { type: 'conjunction' }) },
          )
        : formatMessage(
            { id: t('settings.saveFailed'), defaultMessage: 'The settings were not saved: {message}' },
            { message: others },
          );
    toggleNotification({
      type: 'danger',
      message: labels.length > 0 && others ? `${summary} ${others}` : summary,
    });
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    // Not disabled while saving, which dropped the keyboard focus to the page body: a second press waits here.
    if (saving) return;
    setSaving(true);
    try {
      const body: Record<string, unknown> = { contentTypes, modules };
      if (!settings.baseUrlFromConfig) body.baseUrl = baseUrl;
      if (apiKey) body.apiKey = apiKey;
      else if (clearKey) body.apiKey = null;
      if (webhookSecret) body.webhookSecret = webhookSecret;
      const { data } = await put<{ data: PublicSettings }>(`/${PLUGIN_ID}/settings`, body);
      adopt(data.data);
      setErrors({});
      toggleNotification({
        type: 'success',
        message: formatMessage({ id: t('settings.saved'), defaultMessage: 'Settings saved.' }),
      });
    } catch (caught) {
      refused(caught);
    } finally {
      setSaving(false);
    }
  };

  const testConnection = async () => {
    try {
      const { data } = await post<{ data: ConnectionReport }>(`/${PLUGIN_ID}/settings/test-connection`, {});
      setReport(data.data);
    } catch (caught) {
      setReport({ ok: false, baseUrl, code: 'request', message: requestErrorMessage(intl, caught) });
    }
  };

  const fromConfig = formatMessage({
    id: t('settings.fromConfig'),
    defaultMessage: 'Set in config/plugins (environment); it overrides this page.',
  });
  // A secret the server cannot refuse (from config/plugins, or saved before saving checked it) is warned about
  // in the field's hint, which the input names as its description: as an error it would mark the field invalid
  // and take the focus after any refused save, and a secret from config cannot be changed here at all.
  const secretWarning = settings.webhookSecret.problem
    ? describeSecretWarning(intl, {
        problem: settings.webhookSecret.problem,
        source: settings.webhookSecret.fromConfig ? 'config' : 'settings',
      })
    : null;
  // What saving would refuse, said while the secret is typed; a refusal's own words replace it until the next edit.
  const typedSecretError =
    typedSecretIssues(webhookSecret, apiKey)
      .map((issue) => saveErrorMessage(intl, issue))
      .join(' ') || undefined;
  // The route tests what is saved: typed changes to these would otherwise be tested as if they were the old ones.
  const unsavedConnection =
    (!settings.baseUrlFromConfig && baseUrl.trim() !== settings.baseUrl) ||
    apiKey !== '' ||
    clearKey ||
    webhookSecret !== '';
  // Apart from the key and address: they can test fine while a secret that cannot verify deliveries leaves every
  // audit waiting for the fallback poll.
  const secretLine = report?.webhookSecret ? describeSecretWarning(intl, report.webhookSecret) : null;

  return (
    <form onSubmit={save} ref={formRef} noValidate>
      <Layouts.Header
        title={formatMessage({ id: t('settings.title'), defaultMessage: 'GEO Audit' })}
        subtitle={formatMessage({
          id: t('settings.subtitle'),
          defaultMessage: 'Audit every publish and show the score beside each entry.',
        })}
        primaryAction={
          <Button
            type="submit"
            aria-disabled={saving || !canEdit}
            disabled={!canEdit}
            startIcon={saving ? <Loader small /> : undefined}
          >
            {formatMessage({ id: t('settings.save'), defaultMessage: 'Save' })}
          </Button>
        }
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={6} data-testid="geo-settings">
          <Box background="neutral0" padding={6} shadow="filterShadow" hasRadius>
            <Flex direction="column" alignItems="stretch" gap={4}>
              <Typography variant="delta" tag="h2">
                {formatMessage({ id: t('settings.connection.title'), defaultMessage: 'Connection' })}
              </Typography>
              <Field.Root
                name="baseUrl"
                error={errors.baseUrl}
                hint={
                  settings.baseUrlFromConfig
                    ? fromConfig
                    : formatMessage({
                        id: t('settings.baseUrl.hint'),
                        defaultMessage: 'The GEO Audit API to use.',
                      })
                }
              >
                <Field.Label>
                  {formatMessage({ id: t('settings.baseUrl'), defaultMessage: 'API base URL' })}
                </Field.Label>
                <TextInput
                  value={baseUrl}
                  onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
                    setBaseUrl(e.target.value);
                    clearError('baseUrl');
                  }}
                  disabled={!canEdit || settings.baseUrlFromConfig}
                />
                <Field.Hint />
                <Field.Error />
              </Field.Root>
              <Field.Root
                name="apiKey"
                error={errors.apiKey}
                hint={
                  settings.apiKey.fromConfig
                    ? fromConfig
                    : settings.apiKey.set
                      ? formatMessage(
                          { id: t('settings.apiKey.set'), defaultMessage: 'A key is set (ends in {last4}).' },
                          { last4: settings.apiKey.last4 },
                        )
                      : formatMessage({
                          id: t('settings.apiKey.unset'),
                          defaultMessage: 'No key is set yet.',
                        })
                }
              >
                <Field.Label>
                  {formatMessage({ id: t('settings.apiKey'), defaultMessage: 'API key' })}
                </Field.Label>
                <TextInput
                  type="password"
                  autoComplete="off"
                  value={apiKey}
                  placeholder={settings.apiKey.set ? `••••${settings.apiKey.last4 ?? ''}` : ''}
                  onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
                    setApiKey(e.target.value);
                    clearError('apiKey');
                  }}
                  disabled={!canEdit || settings.apiKey.fromConfig}
                />
                <Field.Hint />
                <Field.Error />
              </Field.Root>
              {settings.apiKey.set && !settings.apiKey.fromConfig && canEdit && (
                <Checkbox
                  checked={clearKey}
                  onCheckedChange={(value: boolean | 'indeterminate') => setClearKey(value === true)}
                >
                  {formatMessage({ id: t('settings.apiKey.clear'), defaultMessage: 'Remove the stored key' })}
                </Checkbox>
              )}
              <Field.Root
                name="webhookSecret"
                error={errors.webhookSecret ?? typedSecretError}
                hint={
                  <>
                    {settings.webhookSecret.fromConfig
                      ? fromConfig
                      : settings.webhookSecret.set
                        ? formatMessage({
                            id: t('settings.webhookSecret.set'),
                            defaultMessage: 'A secret is set.',
                          })
                        : formatMessage({
                            id: t('settings.webhookSecret.unset'),
                            defaultMessage: 'No secret is set.',
                          })}
                    {secretWarning && (
                      <Typography
                        tag="span"
                        display="block"
                        variant="pi"
                        fontWeight="semiBold"
                        textColor="warning600"
                        data-testid="geo-webhook-secret-warning"
                      >
                        {secretWarning}
                      </Typography>
                    )}
                  </>
                }
              >
                <Field.Label>
                  {formatMessage({
                    id: t('settings.webhookSecret'),
                    defaultMessage: 'Webhook signing secret',
                  })}
                </Field.Label>
                <TextInput
                  type="password"
                  autoComplete="off"
                  value={webhookSecret}
                  onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
                    setWebhookSecret(e.target.value);
                    clearError('webhookSecret');
                  }}
                  disabled={!canEdit || settings.webhookSecret.fromConfig}
                />
                <Field.Hint />
                <Field.Error />
              </Field.Root>
              <Typography variant="pi" textColor="neutral600">
                {formatMessage(
                  { id: t('settings.webhookUrl'), defaultMessage: 'Completion webhooks are sent to {url}' },
                  { url: settings.webhookUrl },
                )}
              </Typography>
              <Flex gap={3} wrap="wrap">
                <Button
                  type="button"
                  variant="secondary"
                  onClick={testConnection}
                  disabled={!canEdit}
                  aria-describedby={unsavedConnection ? 'geo-test-unsaved' : undefined}
                >
                  {formatMessage({ id: t('settings.test'), defaultMessage: 'Test connection' })}
                </Button>
                {unsavedConnection && (
                  <Typography variant="pi" textColor="neutral600" id="geo-test-unsaved">
                    {formatMessage({
                      id: t('settings.test.unsaved'),
                      defaultMessage:
                        'Test connection checks the saved settings, not the changes above: save them first.',
                    })}
                  </Typography>
                )}
                {report && (
                  <Flex
                    role="status"
                    direction="column"
                    alignItems="flex-start"
                    data-testid="geo-connection-report"
                  >
                    <Typography variant="pi" textColor={report.ok ? 'success600' : 'danger600'}>
                      {describeConnection(intl, report)}
                    </Typography>
                    {/* Its own line: "Connected." stays true for the key and address while webhooks fail. */}
                    {secretLine && (
                      <Typography variant="pi" fontWeight="semiBold" textColor="warning600">
                        {secretLine}
                      </Typography>
                    )}
                  </Flex>
                )}
              </Flex>
            </Flex>
          </Box>

          <Box background="neutral0" padding={6} shadow="filterShadow" hasRadius>
            <Flex direction="column" alignItems="stretch" gap={4}>
              <Typography variant="delta" tag="h2">
                {formatMessage({ id: t('settings.contentTypes.title'), defaultMessage: 'Content types' })}
              </Typography>
              {settings.available.contentTypes.length === 0 && (
                <Typography variant="pi">
                  {formatMessage({
                    id: t('settings.contentTypes.none'),
                    defaultMessage: 'No content type with draft & publish exists yet.',
                  })}
                </Typography>
              )}
              {settings.available.contentTypes.map((type) => {
                const current = typeSettings(type.uid);
                return (
                  <Flex key={type.uid} direction="column" alignItems="stretch" gap={2} tag="fieldset">
                    <Typography variant="omega" fontWeight="bold" tag="legend">
                      {type.displayName}
                    </Typography>
                    <Field.Root name={`enabled-${type.uid}`}>
                      <Field.Label>
                        {formatMessage(
                          {
                            id: t('settings.contentTypes.enabled'),
                            defaultMessage: 'Audit {name} on publish',
                          },
                          { name: type.displayName },
                        )}
                      </Field.Label>
                      <Toggle
                        onLabel={formatMessage({ id: t('settings.toggle.on'), defaultMessage: 'On' })}
                        offLabel={formatMessage({ id: t('settings.toggle.off'), defaultMessage: 'Off' })}
                        checked={current.enabled}
                        disabled={!canEdit}
                        onChange={(e: React.ChangeEvent<HTMLInputElement>) =>
                          patch(type.uid, { enabled: e.target.checked })
                        }
                      />
                    </Field.Root>
                    <Field.Root
                      name={`pattern-${type.uid}`}
                      error={errors[`pattern-${type.uid}`]}
                      // The server's list, the one its refusal offers: the hint had left out {documentId} and {id}.
                      hint={formatMessage(
                        {
                          id: t('settings.contentTypes.pattern.hint'),
                          defaultMessage: 'Fields in braces are filled from the entry: {fields}.',
                        },
                        {
                          fields: formatList(
                            type.fields.map((f) => `{${f}}`),
                            { type: 'conjunction' },
                          ),
                        },
                      )}
                    >
                      <Field.Label>
                        {formatMessage({
                          id: t('settings.contentTypes.pattern'),
                          defaultMessage: 'Public URL pattern',
                        })}
                      </Field.Label>
                      <TextInput
                        value={current.urlPattern}
                        placeholder="https://example.com/blog/{slug}"
                        disabled={!canEdit}
                        onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
                          patch(type.uid, { urlPattern: e.target.value });
                          clearError(`pattern-${type.uid}`);
                        }}
                      />
                      <Field.Hint />
                      <Field.Error />
                    </Field.Root>
                    <UrlPatternPreview uid={type.uid} pattern={current.urlPattern} />
                    {type.localized && settings.available.locales.length > 0 && (
                      <Flex
                        direction="column"
                        alignItems="stretch"
                        gap={1}
                        role="group"
                        aria-label={formatMessage({
                          id: t('settings.contentTypes.locales'),
                          defaultMessage: 'Locales to audit',
                        })}
                      >
                        <Typography variant="pi">
                          {formatMessage({
                            id: t('settings.contentTypes.locales'),
                            defaultMessage: 'Locales to audit (none ticked: all)',
                          })}
                        </Typography>
                        {settings.available.locales.map((locale) => (
                          <Checkbox
                            key={locale.code}
                            disabled={!canEdit}
                            checked={current.locales.includes(locale.code)}
                            onCheckedChange={(value: boolean | 'indeterminate') =>
                              patch(type.uid, {
                                locales:
                                  value === true
                                    ? [...current.locales, locale.code]
                                    : current.locales.filter((code) => code !== locale.code),
                              })
                            }
                          >
                            {locale.name}
                          </Checkbox>
                        ))}
                      </Flex>
                    )}
                  </Flex>
                );
              })}
            </Flex>
          </Box>

          <Box background="neutral0" padding={6} shadow="filterShadow" hasRadius>
            <Flex
              direction="column"
              alignItems="stretch"
              gap={2}
              role="group"
              aria-label={formatMessage({ id: t('settings.modules.title'), defaultMessage: 'Modules' })}
              aria-describedby={errors.modules ? 'geo-modules-error' : undefined}
            >
              <Typography variant="delta" tag="h2">
                {formatMessage({ id: t('settings.modules.title'), defaultMessage: 'Modules' })}
              </Typography>
              <Typography variant="pi" textColor="neutral600">
                {formatMessage({
                  id: t('settings.modules.hint'),
                  defaultMessage: "None ticked: the API's default set.",
                })}
              </Typography>
              {errors.modules && (
                <Typography variant="pi" textColor="danger600" id="geo-modules-error">
                  {errors.modules}
                </Typography>
              )}
              {settings.available.modules.map((name) => {
                // The title an editor knows from the audit panel; the id (what the API and config use) beside it.
                const title = moduleTitle(name, locale);
                return (
                  <Checkbox
                    key={name}
                    disabled={!canEdit}
                    checked={modules.includes(name)}
                    onCheckedChange={(value: boolean | 'indeterminate') => {
                      setModules((all) => (value === true ? [...all, name] : all.filter((m) => m !== name)));
                      clearError('modules');
                    }}
                  >
                    {title ?? name}
                    {title ? (
                      <Typography variant="pi" textColor="neutral600" tag="code">
                        {` (${name})`}
                      </Typography>
                    ) : null}
                  </Checkbox>
                );
              })}
            </Flex>
          </Box>
        </Flex>
      </Layouts.Content>
    </form>
  );
}

/** Settings → GEO Audit, shown to roles with the plugin's "Read settings" permission. */
export default function SettingsPage() {
  return (
    <Page.Protect permissions={PERMISSIONS.settingsRead}>
      <Page.Main>
        <SettingsForm />
      </Page.Main>
    </Page.Protect>
  );
}

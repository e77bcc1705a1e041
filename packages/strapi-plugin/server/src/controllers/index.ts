import audits from './audits.ts';
import settings from './settings.ts';
import webhook from './webhook.ts';

export default { settings, audits, webhook };

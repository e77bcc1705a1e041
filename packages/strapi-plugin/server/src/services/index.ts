import audits from './audits.ts';
import settings from './settings.ts';

export default { settings, audits };

import { registerPlugin } from '@wordpress/plugins';
import { GeoAuditPlugin } from './geo-audit-plugin.tsx';

registerPlugin('geo-audit', { render: GeoAuditPlugin, icon: 'chart-bar' });

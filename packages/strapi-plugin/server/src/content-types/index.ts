import audit from './audit.ts';
import webhookDelivery from './webhook-delivery.ts';

export default { audit, 'webhook-delivery': webhookDelivery };

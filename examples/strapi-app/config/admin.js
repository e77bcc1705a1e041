module.exports = ({ env }) => ({
  auth: { secret: env('ADMIN_JWT_SECRET', 'example-admin-jwt-secret') },
  apiToken: { salt: env('API_TOKEN_SALT', 'example-api-token-salt') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT', 'example-transfer-token-salt') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY', 'example-encryption-key') },
  autoOpen: false,
  flags: { nps: false, promoteEE: false },
});

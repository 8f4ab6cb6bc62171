import type { DB } from '../db';

export interface KeyListing {
  id: string;
  email: string;
  plan: string;
  status: 'active' | 'revoked' | 'rotated';
  createdAt: number;
  revokedAt: number | null;
}

/** Keys with their account, newest first; never the hash, never the raw key (it is not stored). */
export async function listKeys(db: DB, filter: { email?: string; activeOnly?: boolean } = {}): Promise<KeyListing[]> {
  let query = db
    .selectFrom('api_keys')
    .innerJoin('accounts', 'accounts.id', 'api_keys.account_id')
    .select(['api_keys.id as id', 'accounts.email as email', 'accounts.plan as plan', 'api_keys.status as status', 'api_keys.created_at as createdAt', 'api_keys.revoked_at as revokedAt'])
    .orderBy('api_keys.created_at', 'desc')
    .orderBy('api_keys.id');
  if (filter.email) query = query.where('accounts.email', '=', filter.email);
  if (filter.activeOnly) query = query.where('api_keys.status', '=', 'active');
  return query.execute();
}

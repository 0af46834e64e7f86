// Migrations are listed here rather than discovered from disk, so the compiled bff and the
// jest run (TypeScript sources) apply exactly the same list in the same order.
import { Migration20261121090000_users } from './Migration20261121090000_users.js';
import { Migration20261121100000_items_account_tokens } from './Migration20261121100000_items_account_tokens.js';
import { Migration20261121110000_google_subject } from './Migration20261121110000_google_subject.js';
import { Migration20261121120000_api_keys } from './Migration20261121120000_api_keys.js';
import { Migration20261121130000_plans_usage } from './Migration20261121130000_plans_usage.js';
import { Migration20261122090000_usage_latency_histogram } from './Migration20261122090000_usage_latency_histogram.js';
import { Migration20261122100000_usage_partitions_grains } from './Migration20261122100000_usage_partitions_grains.js';
import { Migration20261122110000_usage_rollups_weeks_covering } from './Migration20261122110000_usage_rollups_weeks_covering.js';
import { Migration20261122120000_usage_platform_keys_index } from './Migration20261122120000_usage_platform_keys_index.js';
import { Migration20261122130000_usage_endpoint_weeks } from './Migration20261122130000_usage_endpoint_weeks.js';
import { Migration20261123090000_usage_open_rollups } from './Migration20261123090000_usage_open_rollups.js';
import { Migration20261124090000_usage_batches } from './Migration20261124090000_usage_batches.js';
import { Migration20261126090000_api_key_expiry } from './Migration20261126090000_api_key_expiry.js';
import { Migration20261127090000_usage_events_rejected } from './Migration20261127090000_usage_events_rejected.js';
import { Migration20261127090000_billing } from './Migration20261127090000_billing.js';
import { Migration20261127100000_two_factor } from './Migration20261127100000_two_factor.js';
import { Migration20261127120000_api_key_rotation } from './Migration20261127120000_api_key_rotation.js';
import { Migration20261127130000_getting_started } from './Migration20261127130000_getting_started.js';
import { Migration20261127140000_sessions_email_change } from './Migration20261127140000_sessions_email_change.js';
import { Migration20261128090000_request_log } from './Migration20261128090000_request_log.js';
import { Migration20261128100000_usage_minute_windows } from './Migration20261128100000_usage_minute_windows.js';
import { Migration20261128110000_quota_alerts } from './Migration20261128110000_quota_alerts.js';
import { Migration20261129090000_usage_status_codes } from './Migration20261129090000_usage_status_codes.js';
import { Migration20261130090000_email_change_held_addresses } from './Migration20261130090000_email_change_held_addresses.js';
import { Migration20261201090000_request_log_provider } from './Migration20261201090000_request_log_provider.js';
import { Migration20261201100000_api_key_previous_prefix } from './Migration20261201100000_api_key_previous_prefix.js';

export const migrations = [
  { name: 'Migration20261121090000_users', class: Migration20261121090000_users },
  { name: 'Migration20261121100000_items_account_tokens', class: Migration20261121100000_items_account_tokens },
  { name: 'Migration20261121110000_google_subject', class: Migration20261121110000_google_subject },
  { name: 'Migration20261121120000_api_keys', class: Migration20261121120000_api_keys },
  { name: 'Migration20261121130000_plans_usage', class: Migration20261121130000_plans_usage },
  { name: 'Migration20261122090000_usage_latency_histogram', class: Migration20261122090000_usage_latency_histogram },
  { name: 'Migration20261122100000_usage_partitions_grains', class: Migration20261122100000_usage_partitions_grains },
  {
    name: 'Migration20261122110000_usage_rollups_weeks_covering',
    class: Migration20261122110000_usage_rollups_weeks_covering,
  },
  {
    name: 'Migration20261122120000_usage_platform_keys_index',
    class: Migration20261122120000_usage_platform_keys_index,
  },
  { name: 'Migration20261122130000_usage_endpoint_weeks', class: Migration20261122130000_usage_endpoint_weeks },
  { name: 'Migration20261123090000_usage_open_rollups', class: Migration20261123090000_usage_open_rollups },
  { name: 'Migration20261124090000_usage_batches', class: Migration20261124090000_usage_batches },
  { name: 'Migration20261126090000_api_key_expiry', class: Migration20261126090000_api_key_expiry },
  { name: 'Migration20261127090000_usage_events_rejected', class: Migration20261127090000_usage_events_rejected },
  { name: 'Migration20261127090000_billing', class: Migration20261127090000_billing },
  { name: 'Migration20261127100000_two_factor', class: Migration20261127100000_two_factor },
  { name: 'Migration20261127120000_api_key_rotation', class: Migration20261127120000_api_key_rotation },
  { name: 'Migration20261127130000_getting_started', class: Migration20261127130000_getting_started },
  { name: 'Migration20261127140000_sessions_email_change', class: Migration20261127140000_sessions_email_change },
  { name: 'Migration20261128090000_request_log', class: Migration20261128090000_request_log },
  { name: 'Migration20261128100000_usage_minute_windows', class: Migration20261128100000_usage_minute_windows },
  { name: 'Migration20261128110000_quota_alerts', class: Migration20261128110000_quota_alerts },
  { name: 'Migration20261129090000_usage_status_codes', class: Migration20261129090000_usage_status_codes },
  {
    name: 'Migration20261130090000_email_change_held_addresses',
    class: Migration20261130090000_email_change_held_addresses,
  },
  { name: 'Migration20261201090000_request_log_provider', class: Migration20261201090000_request_log_provider },
  {
    name: 'Migration20261201100000_api_key_previous_prefix',
    class: Migration20261201100000_api_key_previous_prefix,
  },
];

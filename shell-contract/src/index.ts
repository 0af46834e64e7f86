export type { RemoteName, RuntimeConfig } from './runtime-config.ts';
export type {
  AppPath,
  AuthenticatedPath,
  DashboardWidget,
  PublicPath,
  LinkPath,
  RemoteRoute,
  RemoteRoutesModule,
  RemoteWidgetsModule,
  RouteProps,
  ShellServices,
  Viewer,
  ViewerStatus,
  WidgetProps,
} from './routes.ts';
export type {
  BillingSearch,
  EmptySearch,
  PageSearch,
  RequestLogSearch,
  SearchOf,
  SearchParamsByPath,
  SettingsSearch,
  SettingsTab,
  TokenSearch,
  UsageInterval,
  UsageSearch,
  UsageWindow,
} from './search.ts';
export {
  parsePage,
  parseSearch,
  REQUEST_LOG_CACHE_STATUSES,
  REQUEST_LOG_STATUS_CLASSES,
  settingsHref,
  USAGE_INTERVALS,
  USAGE_WINDOWS,
  usageHref,
} from './search.ts';
export type { ProbedPackage, SingletonPackage, SingletonProbe } from './probe-types.ts';
export { PROBED_PACKAGES, SINGLETON_PACKAGES, compareProbes } from './probe-types.ts';

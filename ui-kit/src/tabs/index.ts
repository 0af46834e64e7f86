export { Tabs, type TabItem, type TabsProps, type TabsVariant } from './Tabs';
export { indexAfterKey, useRovingElements, type RovingOptions } from './rovingFocus';

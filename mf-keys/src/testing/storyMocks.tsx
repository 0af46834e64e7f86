// For stories: the shell services a screen receives.
import { testShell } from '@touchline/remote-devkit/testing/shell';
import type { ShellServices } from '@touchline/shell-contract';

export const storyShell: ShellServices = testShell();

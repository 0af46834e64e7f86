// The storybook package's test: build the static Storybook, then check that
//  1. every ui-kit component file has at least one story in the index,
//  2. the Module Federation plugin never reaches Storybook's build (STACK.md pitfall 8),
//  3. every story renders without an error in light and dark, in headless Chromium.
// Set SCREENSHOTS=/some/dir to also save a screenshot per story and theme.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { headlessChromium } from '@touchline/remote-devkit/testing/headless-chromium';
import { serveStatic } from './serveStatic.mjs';

const storybookDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(storybookDir, '..');
const outDir = path.join(storybookDir, 'storybook-static');
const failures = [];
const fail = (message) => failures.push(message);

console.log('• building Storybook');
const storybookBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('storybook/package.json')),
  'dist/bin/dispatcher.js',
);
execFileSync(process.execPath, [storybookBin, 'build', '-o', outDir, '--quiet'], {
  cwd: storybookDir,
  stdio: ['ignore', 'ignore', 'inherit'],
});

const index = JSON.parse(readFileSync(path.join(outDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

console.log('• checking that every ui-kit component has a story');
// Not components: global CSS, test helpers, internal hooks.
const noStoryNeeded = new Set(['GlobalStyle']);
// ui-kit/src holds the core's files; each sub-entry (forms, dialogs, tables, tabs) has a folder.
const componentFiles = readdirSync(path.join(repoRoot, 'ui-kit/src'), { recursive: true }).filter(
  (file) => /(^|\/)[A-Z]\w*\.tsx$/.test(file) && !/\.(test|stories)\.tsx$/.test(file),
);
for (const file of componentFiles) {
  const name = file.replace(/\.tsx$/, '');
  if (noStoryNeeded.has(name)) continue;
  const storyFile = `../ui-kit/src/${name}.stories.tsx`;
  if (!stories.some((story) => story.importPath === storyFile))
    fail(`ui-kit/src/${file} has no story in index.json (expected ${storyFile})`);
}

console.log('• checking that rsbuildFinal drops Module Federation and keeps React');
const { default: mainConfig } = await import('../.storybook/main.ts');
const fakeFederation = { name: 'rsbuild:module-federation-enhanced', setup() {} };
const finalConfig = await mainConfig.rsbuildFinal({ plugins: [[fakeFederation], Promise.resolve(null)] }, {});
const names = finalConfig.plugins.map((plugin) => plugin.name);
if (names.some((name) => /module-federation/.test(name)))
  fail(`rsbuildFinal kept a federation plugin: ${names.join(', ')}`);
if (!names.includes('rsbuild:react')) fail(`rsbuildFinal did not add @rsbuild/plugin-react: ${names.join(', ')}`);

if (!existsSync(headlessChromium.executablePath)) {
  console.warn(
    `! ${headlessChromium.executablePath} not found: skipping the render check (set CHROMIUM_PATH to run it)`,
  );
} else {
  console.log(`• rendering ${stories.length} stories × 2 themes in Chromium`);
  const { chromium } = await import('playwright-core');
  const server = await serveStatic(outDir);
  const browser = await chromium.launch(headlessChromium);
  const screenshotDir = process.env.SCREENSHOTS;
  if (screenshotDir) mkdirSync(screenshotDir, { recursive: true });
  try {
    const context = await browser.newContext({ viewport: { width: 1100, height: 760 } });
    const jobs = stories.flatMap((story) => ['light', 'dark'].map((mode) => ({ story, mode })));
    const worker = async () => {
      const page = await context.newPage();
      let problems = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error')
          problems.push(`console error: ${message.text()} ${message.location().url ?? ''}`.trim());
      });
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const { story, mode } = job;
        problems = [];
        await page.goto(`${server.url}/iframe.html?id=${story.id}&viewMode=story&globals=colorMode:${mode}`);
        const outcome = await page
          .waitForFunction(
            () => {
              const classes = document.body.classList;
              if (classes.contains('sb-show-errordisplay')) return 'error';
              if (classes.contains('sb-show-main') && document.querySelector('#storybook-root')?.childElementCount)
                return 'ok';
              return false;
            },
            undefined,
            { timeout: 10_000 },
          )
          .then((handle) => handle.jsonValue())
          .catch(() => 'timeout');
        // Give play functions and effects a moment to surface errors.
        await page.waitForTimeout(60);
        // The theme decorator sets the color mode in an effect, which a loaded machine can run
        // after the first paint: wait for it (the check below still requires the asked-for mode).
        if (outcome === 'ok') {
          await page
            .waitForFunction((expected) => document.documentElement.dataset.colorMode === expected, mode, {
              timeout: 5_000,
            })
            .catch(() => undefined);
        }
        const colorMode = await page.evaluate(() => document.documentElement.dataset.colorMode);
        if (outcome !== 'ok') {
          const text = await page.evaluate(() => document.querySelector('#error-message')?.textContent ?? '');
          fail(`${story.id} [${mode}]: ${outcome} ${text}`.trim());
        } else if (colorMode !== mode) {
          fail(`${story.id} [${mode}]: html[data-color-mode] is ${colorMode}`);
        }
        for (const problem of problems) fail(`${story.id} [${mode}]: ${problem}`);
        if (screenshotDir) {
          await page.waitForTimeout(300); // let enter animations finish
          await page.screenshot({ path: path.join(screenshotDir, `${story.id}--${mode}.png`) });
        }
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
  } finally {
    await browser.close();
    await server.close();
  }
}

if (failures.length > 0) {
  console.error(`\n✗ ${failures.length} problem(s):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `✓ ${stories.length} stories, all ui-kit components covered, no federation plugin, all render in both themes`,
);

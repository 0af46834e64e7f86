// Jest stands this in for uPlot (see jest.config.js): jsdom has no canvas. It keeps what the
// chart was given and lets a test move the cursor the way uPlot's own hook would report it.
import type uPlot from 'uplot';

type Hook = (self: unknown) => void;

export class PlotStub {
  static instances: PlotStub[] = [];
  static tzDate = (date: Date) => date;

  readonly over = { offsetLeft: 0 } as HTMLDivElement;
  readonly cursor: { idx: number | null; left: number } = { idx: null, left: -1 };
  isDestroyed = false;

  constructor(
    readonly options: uPlot.Options,
    readonly data: uPlot.AlignedData,
    readonly target: HTMLElement,
  ) {
    PlotStub.instances.push(this);
  }

  /** What uPlot reports when the pointer is over bucket `index` (null: it left the plot). */
  hover(index: number | null) {
    this.cursor.idx = index;
    this.cursor.left = index === null ? -1 : 40;
    for (const hook of (this.options.hooks?.setCursor ?? []) as Hook[]) hook(this);
  }

  setSize() {}
  setData() {}
  destroy() {
    this.isDestroyed = true;
  }
}

export function latestPlot(): PlotStub | undefined {
  return PlotStub.instances.filter((plot) => !plot.isDestroyed).at(-1);
}

export default PlotStub;

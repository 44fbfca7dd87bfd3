import { describe, expect, it } from 'vitest';
import { kindOf, longFramesUntil, OTHER, split } from './mainThread.mjs';

const PID = 7;
const MAIN = 1;
/** A trace whose page navigated at 1,000,000 µs, with the given main-thread slices (times in ms after it). */
function trace(slices: Array<[name: string, startMs: number, durationMs: number, tid?: number]>) {
  return [
    { name: 'navigationStart', pid: PID, ts: 1_000_000, args: { data: { documentLoaderURL: 'http://localhost/' } } },
    { name: 'thread_name', pid: PID, tid: MAIN, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', pid: PID, tid: 2, args: { name: 'Compositor' } },
    ...slices.map(([name, start, duration, tid = MAIN]) => ({ name, pid: PID, tid, ph: 'X', ts: 1_000_000 + start * 1000, dur: duration * 1000 })),
  ];
}

describe('kindOf', () => {
  it('sorts trace slices into the kinds of work a front-end acts on', () => {
    expect(kindOf('v8.evaluateModule')).toBe('script');
    expect(kindOf('RunMicrotasks')).toBe('script');
    expect(kindOf('LocalFrameView::performLayout')).toBe('style and layout');
    expect(kindOf('Document::recalcStyle')).toBe('style and layout');
    expect(kindOf('Paint')).toBe('paint');
    expect(kindOf('ResourceFetcher::requestResource')).toBe('loading');
    expect(kindOf('ParseHTML')).toBe('loading');
    expect(kindOf('ThreadControllerImpl::RunTask')).toBe(OTHER);
  });
});

describe('split', () => {
  it("counts each slice's own time once, less the slices inside it", () => {
    const result = split(trace([
      ['ThreadControllerImpl::RunTask', 0, 100],
      ['v8.evaluateModule', 10, 60],
      ['RunMicrotasks', 20, 30],
      ['Layout', 80, 15],
    ]), 1000);
    expect(result.script).toBeCloseTo(60);
    expect(result['style and layout']).toBeCloseTo(15);
    expect(result[OTHER]).toBeCloseTo(25);
    expect(result.total).toBeCloseTo(100);
  });

  it('leaves out work after the moment asked for and on other threads', () => {
    const result = split(trace([
      ['FunctionCall', 0, 40],
      ['Paint', 10, 5, 2],
      ['FunctionCall', 500, 40],
    ]), 200);
    expect(result.total).toBeCloseTo(40);
    expect(result.paint).toBe(0);
  });

  it('says so when the trace has no navigation to measure from', () => {
    expect(() => split([], 100)).toThrow(/no navigation/);
  });
});

describe('longFramesUntil', () => {
  it('adds the long frames before the moment, and the part of one that straddles it', () => {
    expect(longFramesUntil([[100, 60], [300, 80], [900, 70]], 340)).toBe(60 + 40);
  });

  it('is zero with no long frame before the moment', () => {
    expect(longFramesUntil([], 500)).toBe(0);
    expect(longFramesUntil([[600, 90]], 500)).toBe(0);
  });
});

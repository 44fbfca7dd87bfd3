import { describe, expect, it } from 'vitest';
import { renderReturning, serverResult } from './returningResults.mjs';

describe('serverResult', () => {
  it('takes the medians of the loads that measured, and the ratio within each run', () => {
    const result = serverResult({ home: [600, 700, null], listed: [630, 840, 900] });
    expect(result).toMatchObject({ homeMs: 700, listedMs: 840, ratio: { median: 1.2, low: 1.05, high: 1.2, runs: 2 } });
  });

  it('says so when no run measured both routes', () => {
    expect(serverResult({ home: [null], listed: [800] })).toMatchObject({ homeMs: null, ratio: null });
  });
});

describe('renderReturning', () => {
  it("draws each server's first cards, their ratio and whether it meets the goal", () => {
    const lines = renderReturning({
      results: { servers: { 'serve.mjs': serverResult({ home: [631], listed: [1219] }), nginx: serverResult({ home: [700], listed: [735] }), varnish: serverResult({ home: [null], listed: [null] }) } },
    });
    expect(lines).toContain('| serve.mjs | 631 ms | 1,219 ms | **1.93** (1.93-1.93) | not met |');
    expect(lines).toContain('| nginx | 700 ms | 735 ms | **1.05** (1.05-1.05) | met |');
    expect(lines).toContain('| varnish | n/a | n/a | n/a | n/a |');
  });
});

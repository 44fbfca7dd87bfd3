// The visitor every bench measures for: a mid-range phone's CPU (4x slower than this machine's,
// as DevTools emulates it; CPU=1 leaves it alone) on a fair connection.

/** 10 Mbit/s down, 5 up, 40 ms latency, as DevTools' network emulation takes them. */
export const network = { offline: false, latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (5 * 1024 * 1024) / 8 };
/** `CPU=1` leaves the CPU alone: what is left of a gap then is the network's part of it. */
export const CPU_SLOWDOWN = Number(process.env.CPU ?? 4);

/** The visitor's conditions as a results file records them (bench/results.mjs). */
export const visitorConditions = () => ({
  cpuSlowdown: CPU_SLOWDOWN,
  network: { downloadMbps: (network.downloadThroughput * 8) / 1024 / 1024, uploadMbps: (network.uploadThroughput * 8) / 1024 / 1024, latencyMs: network.latency },
});

/** Puts a page of `context` under the visitor's conditions. */
export async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  return cdp;
}

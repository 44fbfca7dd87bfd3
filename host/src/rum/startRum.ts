import { afterIdle } from '../prefetch/afterIdle';
import { startPageSettled } from '../prefetch/startPageSettled';
import { getRemoteConfig } from '../startup/config/remoteConfig';
import { receiveReports } from './report';

/**
 * Once the page the visitor came for is in and the browser is idle, fetches the RUM client
 * (its own chunk, never on the page's critical path) for the share of visitors remotes.json's
 * `rumSampleRate` picks. A visitor left out keeps nothing and fetches nothing.
 */
export async function startRumWhenLive(random = Math.random): Promise<void> {
  await startPageSettled();
  await afterIdle();
  const { rumSampleRate } = await getRemoteConfig({ report: false });
  if (random() >= rumSampleRate) {
    receiveReports(() => undefined);
    return;
  }
  try {
    const { startRumClient } = await import('./client');
    startRumClient();
  } catch {
    // The client's chunk could not be fetched: this page reports nothing, and keeps nothing.
    receiveReports(() => undefined);
  }
}

import { cleanStores } from 'nanostores';
import { listStores } from '../lists/listStores';

/**
 * Unmounts the list stores at once. A list store unmounts a second after its last listener goes
 * and then takes its listeners off `window`; a test file ends sooner, and that timer would fire
 * after the file's jsdom window is gone, failing the run with "window is not defined".
 */
export function unmountListStores(): void {
  cleanStores(...Object.values(listStores));
}

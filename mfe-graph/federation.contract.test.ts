import { describeRemoteContract } from '@bookmarked/shared/testing';
import { exposedPages } from './federation.config';

describeRemoteContract('graph', exposedPages, import.meta.glob('./src/exposed/*.tsx'));

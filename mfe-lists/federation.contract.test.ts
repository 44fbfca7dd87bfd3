import { describeRemoteContract } from '@bookmarked/shared/testing';
import { exposedPages } from './federation.config';

describeRemoteContract('lists', exposedPages, import.meta.glob('./src/exposed/*.tsx'));

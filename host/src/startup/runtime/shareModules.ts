import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as platform from '@bookmarked/shared';
import type { HostShareModules } from './hostShares';

/** The modules the host shares with its remotes: the very ones its own code runs. */
export const shareModules: HostShareModules = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  '@bookmarked/shared': platform,
};

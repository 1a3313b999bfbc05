import { describe, expect, it } from 'vitest';
import { LocalKey, setLocal } from './storage.ts';
import { VERSION_THRESHOLD, appDownloadUrl, configureAppDownloadUrl, readVersionState, storedAppVersion, versionUpdateVariant } from './versionRule.ts';

describe('versionUpdateVariant', () => {
  it('should choose go-now below 211 and copy-link from 211 on', () => {
    expect(VERSION_THRESHOLD).toBe(211);
    expect(versionUpdateVariant({ version: 210, moreOldVersion: false })).toBe('go-now');
    expect(versionUpdateVariant({ version: 211, moreOldVersion: false })).toBe('copy-link');
    expect(versionUpdateVariant({ version: 227, moreOldVersion: false })).toBe('copy-link');
  });

  it('should choose copy-link when moreOldVersion is set, whatever the version', () => {
    expect(versionUpdateVariant({ version: 150, moreOldVersion: true })).toBe('copy-link');
  });

  it('should choose copy-link when no version is stored', () => {
    expect(versionUpdateVariant({ version: null, moreOldVersion: false })).toBe('copy-link');
  });

  it('should read the stored keys', () => {
    expect(readVersionState()).toEqual({ version: null, moreOldVersion: false });
    setLocal(LocalKey.version, '200');
    expect(versionUpdateVariant()).toBe('go-now');
    setLocal(LocalKey.moreOldVersion, 'true');
    expect(versionUpdateVariant()).toBe('copy-link');
    setLocal(LocalKey.moreOldVersion, '0');
    expect(readVersionState().moreOldVersion).toBe(false);
    setLocal(LocalKey.version, 'abc');
    expect(storedAppVersion()).toBeNull();
  });
});

describe('appDownloadUrl', () => {
  it('should be the configured address, else the site page', () => {
    configureAppDownloadUrl(null);
    expect(appDownloadUrl()).toBe(`${location.origin}${location.pathname}`);
    configureAppDownloadUrl('https://m.example.cn/app/');
    expect(appDownloadUrl()).toBe('https://m.example.cn/app/');
    configureAppDownloadUrl('');
  });
});

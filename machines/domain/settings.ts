/** SPEC §3 local display settings with the SPEC §9 defaults. */
export type ThemeMode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';
export type Layout = 'vertical' | 'horizontal';

export interface DisplaySettings {
  mode: ThemeMode;
  direction: Direction;
  layout: Layout;
  /** SPEC §9 "layout boxed": content is held in a centred box on wide screens. */
  boxed: boolean;
  language: 'en';
  cardShadow: boolean;
  sidebarWidth: number;
  miniSidebarWidth: number;
  topbarHeight: number;
  borderRadius: number;
}

export const DEFAULT_SETTINGS: DisplaySettings = {
  mode: 'light',
  direction: 'ltr',
  layout: 'vertical',
  boxed: true,
  language: 'en',
  cardShadow: true,
  sidebarWidth: 265,
  miniSidebarWidth: 87,
  topbarHeight: 70,
  borderRadius: 9,
};

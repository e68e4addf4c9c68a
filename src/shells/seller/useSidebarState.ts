import { useSidebarModelState, type SidebarState as CommonSidebarState } from '../common/useSidebarState';
import { sellerSidebar, type SectionKey } from './navigation';

export type SidebarState = CommonSidebarState<SectionKey>;

/** The seller sidebar's state in the query string (see useSidebarModelState). */
export function useSidebarState(): SidebarState {
  return useSidebarModelState(sellerSidebar);
}

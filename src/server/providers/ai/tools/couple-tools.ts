import type { AnyTool } from "../types";
import { addGuestsTool } from "./add-guests";
import { budgetSummaryTool } from "./budget-summary";
import { coupleProfileTool } from "./couple-profile";
import type { CoupleToolPorts } from "./couple-tool-ports";
import { daysToWeddingTool } from "./days-to-wedding";
import { guestStatsTool } from "./guest-stats";
import { planningGuideTool } from "./planning-guide";
import { removeSavedVenueTool } from "./remove-saved-venue";
import { saveVenueTool } from "./save-venue";
import { savedVenuesTool } from "./saved-venues";
import { searchVendorsTool } from "./search-vendors";
import { searchVenuesTool } from "./search-venues";
import { setCategoryAllocationTool } from "./set-category-allocation";
import { setTotalBudgetTool } from "./set-total-budget";
import { updateProfileTool } from "./update-profile";

/**
 * The tools every engine gets, over ports bound to ONE couple (couple-tool-ports.ts). Reads use the
 * public marketplace search and the couple's own data; the writes (save_venue, add_guests and issue #16's
 * set_total_budget, set_category_allocation, update_profile, remove_saved_venue) only propose.
 */
export function createCoupleTools(ports: CoupleToolPorts): AnyTool[] {
  return [
    coupleProfileTool(ports),
    searchVenuesTool(ports),
    searchVendorsTool(ports),
    budgetSummaryTool(ports),
    guestStatsTool(ports),
    savedVenuesTool(ports),
    daysToWeddingTool(ports),
    planningGuideTool(ports),
    saveVenueTool(ports),
    addGuestsTool(ports),
    setTotalBudgetTool(ports),
    setCategoryAllocationTool(ports),
    updateProfileTool(ports),
    removeSavedVenueTool(ports),
  ] as AnyTool[];
}

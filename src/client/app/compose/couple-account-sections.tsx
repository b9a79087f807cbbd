/** Full-width cards on /couple-account under the profile: each feature supplies its own section. */
export function CoupleAccountSections() {
  return (
    <>
      {/* saved venues (with compare) */}
      {/* tours: upcoming tours with reschedule / cancel */}
      {/* inquiries: the couple's inquiries and replies */}
    </>
  );
}

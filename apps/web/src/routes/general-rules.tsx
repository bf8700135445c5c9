import { BrandContentPage } from '~/widgets/brand-page.tsx'

export default function GeneralRules() {
  return <BrandContentPage content="general_rules" titleId="brand.page.general_rules" />
}

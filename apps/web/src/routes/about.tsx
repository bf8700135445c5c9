import { BrandContentPage } from '~/widgets/brand-page.tsx'

export default function About() {
  return <BrandContentPage content="about" titleId="brand.page.about" />
}

import { describe, expect, it } from 'vitest'
import { type MessageKey, translator } from '~/i18n'

/** The spec's own English texts (SPEC §2, §8 and its success messages), key by key. */
const SPEC_TEXTS: Array<[MessageKey, string]> = [
  ['wizard.title', 'List Your Item'],
  ['wizard.stepOf', 'Step {step} of {steps}'],
  ['wizard.backToHome', 'Back to Home'],
  ['wizard.saveDraft', 'Save Draft'],
  ['wizard.previous', 'Previous'],
  ['wizard.next', 'Next'],
  ['wizard.publish', 'Publish Listing'],
  ['wizard.publishing', 'Publishing...'],
  ['wizard.step.category', 'Category Selection'],
  ['wizard.step.details', 'Product Details'],
  ['wizard.step.photos', 'Photo Upload'],
  ['wizard.step.pricing', 'Condition & Pricing'],
  ['wizard.step.shipping', 'Location & Shipping'],
  ['wizard.step.review', 'Review & Publish'],
  ['wizard.photos.main', 'Main Photo'],
  ['wizard.draftSaved', 'Draft saved'],
  ['wizard.draftFailed', 'Failed to save draft. Please try again.'],
  ['wizard.authRequired', 'Authentication Required'],
  ['wizard.authRequiredDescription', 'Please log in to create a listing.'],
  ['wizard.error', 'Error'],
  ['wizard.publishFailed', 'Failed to create listing. Please try again.'],
  ['wizard.published', 'Success!'],
  ['selling.photo.tooLarge', 'File too large. Maximum size is 10MB.'],
  ['selling.photo.invalidType', 'Invalid file type. Only JPEG, PNG, and WebP are allowed.'],
  ['selling.photo.processingFailed', 'Processing failed'],
  ['selling.photo.someFailed', 'Some images failed to process'],
  ['selling.photo.limitReached', 'Image limit reached'],
  ['selling.photo.limitReachedDescription', 'Only {count} images were processed due to the 8-image limit'],
  ['selling.photo.photoLimit', 'Photo Limit Reached'],
  ['product.notFound', 'Product Not Found'],
  ['product.notFoundText', 'The product you are looking for does not exist or has been removed.'],
  ['product.backToBrowse', 'Back to Browse'],
  ['product.ownListing', 'This is your listing'],
  ['product.notAvailable', 'Not Available'],
  ['product.unknownSeller', 'Unknown Seller'],
  ['product.noImage', 'No Image Available'],
  ['product.addToCart', 'Add to Cart'],
  ['product.contactSeller', 'Contact Seller'],
  ['sellerPage.contact', 'Contact Seller'],
  ['sellerPage.tab.active', 'Active Listings'],
  ['sellerPage.tab.past', 'Past Listings'],
  ['sellerPage.noId', 'No seller ID provided'],
  ['sellerPage.notFound', 'Seller profile not found'],
  ['sellerPage.error', 'Error loading seller: {message}'],
  ['sellerDashboard.totalRevenue', 'Total Revenue'],
  ['sellerDashboard.activeListings', 'Active Listings'],
  ['sellerDashboard.itemsSold', 'Items Sold'],
  ['sellerDashboard.totalOrders', 'Total Orders'],
  ['sellerDashboard.tab.products', 'My Products'],
  ['sellerDashboard.tab.orders', 'Orders'],
  ['sellerDashboard.markSold', 'Mark Sold'],
  ['sellerDashboard.priceUpdated', 'Price updated'],
  ['sellerDashboard.markedSold', 'Item marked as sold'],
  ['sellerDashboard.deleted', 'Listing deleted'],
  ['sellerDashboard.invalidPrice', 'Invalid price'],
  ['sellerDashboard.invalidPriceDescription', 'Please enter a valid price greater than 0'],
  ['sellerDashboard.priceFailed', 'Failed to update price. Please try again.'],
  ['sellerDashboard.soldFailed', 'Failed to mark item as sold. Please try again.'],
  ['sellerDashboard.deleteFailed', 'Failed to delete listing. Please try again.'],
  ['sellerDashboard.loadFailed', 'Failed to load your products'],
]

describe('selling texts', () => {
  const en = translator('en')
  const es = translator('es')

  it.each(SPEC_TEXTS)('%s is the spec’s English text', (key, text) => {
    expect(en(key)).toBe(text)
  })

  it('has a Spanish translation for each, with the same placeholders', () => {
    for (const [key, text] of SPEC_TEXTS) {
      const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort()
      expect(es(key), key).not.toBe('')
      expect(placeholders(es(key)), key).toEqual(placeholders(text))
    }
    expect(es('wizard.stepOf', { step: 2, steps: 6 })).toBe('Paso 2 de 6')
  })
})

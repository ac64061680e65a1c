import BundleBuilder
import CatalogStore

/// The catalog as what bundles are built from: packaging declares what it reads and records
/// (`PackageSources`), the catalog stores documents, images and published versions as the values
/// `ResourceAssets` defines for both, and this joins them, so that neither imports the other.
extension Catalog: PackageSources {}

/// The SQL of every schema, as numbered migrations compiled into the binary.
public enum CatalogSchema {
    public struct Migration: Sendable {
        /// `catalog_001`: the schema and its version, in application order.
        public let identifier: String
        public let sql: String
    }

    /// The catalog's migrations, oldest first.
    public static let catalogMigrations: [Migration] = [
        Migration(identifier: "catalog_001", sql: text(PackageResources.catalog_001_sql)),
        Migration(identifier: "catalog_002", sql: text(PackageResources.catalog_002_sql)),
        Migration(identifier: "catalog_003", sql: text(PackageResources.catalog_003_sql)),
        Migration(identifier: "catalog_004", sql: text(PackageResources.catalog_004_sql)),
        Migration(identifier: "catalog_005", sql: text(PackageResources.catalog_005_sql)),
        Migration(identifier: "catalog_006", sql: text(PackageResources.catalog_006_sql)),
        Migration(identifier: "catalog_007", sql: text(PackageResources.catalog_007_sql)),
        Migration(identifier: "catalog_008", sql: text(PackageResources.catalog_008_sql)),
        Migration(identifier: "catalog_009", sql: text(PackageResources.catalog_009_sql)),
        Migration(identifier: "catalog_010", sql: text(PackageResources.catalog_010_sql)),
        Migration(identifier: "catalog_011", sql: text(PackageResources.catalog_011_sql)),
        Migration(identifier: "catalog_012", sql: text(PackageResources.catalog_012_sql)),
    ]

    /// A bundle's resource index: the catalog's document tables, then its own.
    public static let resourceIndexMigrations: [Migration] = [
        catalogMigrations[0],
        Migration(identifier: "resource_index_001", sql: text(PackageResources.resource_index_001_sql)),
    ]

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}

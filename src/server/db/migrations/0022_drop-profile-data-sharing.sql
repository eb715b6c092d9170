-- "Data Sharing" drove nothing (there is no analytics): the setting and its column go (issue 26).
ALTER TABLE "profiles" DROP COLUMN "data_sharing";
#!/usr/bin/env bash
# Fetches the published ISO 20022 schema pain.001.001.03.xsd, which the payout export test validates the
# SEPA files against, into .cache/iso20022/. It comes from Debian's libhbci4j-core-java package, whose jar
# ships the schemas (this one as the German banking industry publishes it for SEPA, in the ISO namespace): the package is only downloaded and unpacked here, never installed.
# Needs apt's package lists (apt-get update) and unzip or python3. Without the schema, the test says so
# and checks the file's structure only.
set -euo pipefail
cd "$(dirname "$0")/.."
dest=".cache/iso20022"
schema="$dest/pain.001.001.03.xsd"
[ -s "$schema" ] && { echo "ISO 20022 schema already in $schema"; exit 0; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# apt downloads as its own user (_apt), which must be able to write here.
chmod 777 "$work"
(cd "$work" && apt-get download libhbci4j-core-java >/dev/null)
dpkg-deb -x "$work"/libhbci4j-core-java_*.deb "$work/unpacked"
jar="$work/unpacked/usr/share/java/hbci4j-core.jar"
mkdir -p "$dest"
if command -v unzip >/dev/null; then
  unzip -p "$jar" pain.001.001.03.xsd > "$schema.part"
else
  python3 -c 'import sys, zipfile; sys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read("pain.001.001.03.xsd"))' "$jar" > "$schema.part"
fi
mv "$schema.part" "$schema"
echo "ISO 20022 schema saved to $schema"

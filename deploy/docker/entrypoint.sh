#!/bin/sh
# The image's entrypoint: one image, the process chosen by the first argument or SPORTSBOOK_ROLE.
#   api   the reference backend without the demo feed (FEED_ENABLED=false): any number of replicas
#   feed  the reference backend with the demo feed (FEED_ENABLED=true); settlement runs where the feed
#         runs today, so run exactly one (issue #32's roles will split them)
#   web   the server-rendered web app (apps/web/server.mjs)
# `exec` makes the server the container's main process, so it gets SIGTERM and shuts down in order.
set -eu
role="${1:-${SPORTSBOOK_ROLE:-api}}"
case "$role" in
  api)
    export FEED_ENABLED=false
    cd /app/apps/server
    exec node --import tsx src/server.ts
    ;;
  feed)
    export FEED_ENABLED=true
    cd /app/apps/server
    exec node --import tsx src/server.ts
    ;;
  web)
    cd /app/apps/web
    exec node server.mjs
    ;;
  *)
    echo "sportsbook: unknown role '$role'; expected api, feed or web (argument or SPORTSBOOK_ROLE)" >&2
    exit 64
    ;;
esac

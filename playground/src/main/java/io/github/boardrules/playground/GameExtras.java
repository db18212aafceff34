package io.github.boardrules.playground;

import java.util.Map;
import java.util.Objects;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * What the database keeps of a game besides its moves: whose it is, the seats of a game between
 * friends and the tags of an uploaded record.
 *
 * @param seats the seats, {@link Seats#NONE} for a hot-seat or bot game
 * @param tags the record's tags other than {@code Game} and {@code Start}, in order
 * @param ownerKey the hash of the owner secret of the browser that made the game ({@link
 *     Secrets#hash}), or null for a game of an older file, open to anyone
 * @param guestKey the hash of the owner secret of the browser that joined a game between friends
 *     with its invitation, or null
 */
record GameExtras(Seats seats, Map<String, String> tags, @Nullable String ownerKey, @Nullable String guestKey) {
  GameExtras {
    Objects.requireNonNull(seats, "seats");
    tags = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(tags));
  }

  /** The same extras with other seats and guest. */
  GameExtras withSeats(Seats next, @Nullable String guest) {
    return new GameExtras(next, tags, ownerKey, guest);
  }
}

package io.github.boardrules.playground;

import java.util.Map;
import java.util.Objects;

/**
 * What the database keeps of a game besides its moves: the seats of a game between friends and
 * the tags of an uploaded record.
 *
 * @param seats the seat tokens, {@link Seats#NONE} for a game open to anyone
 * @param tags the record's tags other than {@code Game} and {@code Start}, in order
 */
record GameExtras(Seats seats, Map<String, String> tags) {
  /** A game with no seats and no tags. */
  static final GameExtras NONE = new GameExtras(Seats.NONE, Map.of());

  GameExtras {
    Objects.requireNonNull(seats, "seats");
    tags = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(tags));
  }
}

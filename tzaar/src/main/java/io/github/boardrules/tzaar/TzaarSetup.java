package io.github.boardrules.tzaar;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;

/**
 * How a game of {@link Tzaar} starts; an option of the rules object.
 *
 * <pre>{@code
 * Tzaar rules = Tzaar.builder().setup(TzaarSetup.TOURNAMENT).build();
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum TzaarSetup {
  /**
   * The rules' default: the 60 pieces placed at random. {@link Tzaar#initialState(
   * java.util.random.RandomGenerator)} draws a setup (the same generator state gives the same
   * setup); {@link Tzaar#initialState()} returns the fixed standard position.
   */
  RANDOM,
  /** The fixed standard position (boardspace.net's and pbmserv's), from both initial-state methods. */
  FIXED,
  /**
   * The tournament setup: the board starts empty and the players place their own pieces one by one,
   * WHITE first, until all 60 are placed; then play starts with WHITE's opening capture.
   */
  TOURNAMENT
}

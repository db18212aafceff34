package io.github.boardrules.study;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * One independent piece of a study: the games {@code from} to {@code to − 1} of one of its tasks (a
 * pair of levels, a variant, a self-play run). A game's seed comes from its task's seed and its
 * index alone ({@link io.github.boardrules.bots.match.MatchRunner#gameSeed}), so a shard plays the
 * same games wherever and however often it runs.
 *
 * <pre>{@code
 * List<Shard> shards = Shard.split(0, 100, 30, 0);   // task 0: games 0-29, 30-59, 60-89, 90-99
 * }</pre>
 *
 * @param id the shard's number in its study, unique: results are keyed by it
 * @param task the task of the study the games belong to
 * @param from the first game's index
 * @param to one past the last game's index
 */
public record Shard(int id, int task, int from, int to) implements Serializable {
  private static final long serialVersionUID = 1L;

  /**
   * Checks the range.
   *
   * @param id see the record
   * @param task see the record
   * @param from see the record
   * @param to see the record
   * @throws IllegalArgumentException if the range is empty or negative
   */
  public Shard {
    if (id < 0 || task < 0 || from < 0 || to <= from) {
      throw new IllegalArgumentException("shard " + id + " of task " + task + ": games " + from + " to "
          + to + " is not a range 0 <= from < to");
    }
  }

  /**
   * Splits the games of one task into shards of at most {@code size} games.
   *
   * @param task the task
   * @param games the task's games, 1 or more
   * @param size the most games a shard, 1 or more
   * @param firstId the id of the first shard; the others follow
   * @return the shards, in game order
   * @throws IllegalArgumentException if {@code games} or {@code size} is below 1
   */
  public static List<Shard> split(int task, int games, int size, int firstId) {
    if (games < 1 || size < 1) {
      throw new IllegalArgumentException("games (" + games + ") and shard size (" + size + ") must be 1 or more");
    }
    List<Shard> shards = new ArrayList<>();
    for (int from = 0; from < games; from += size) {
      shards.add(new Shard(firstId + shards.size(), task, from, Math.min(games, from + size)));
    }
    return shards;
  }

  /**
   * Returns the number of games of the shard.
   *
   * @return {@code to − from}
   */
  public int games() {
    return to - from;
  }
}

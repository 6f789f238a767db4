<?php
/**
 * Pulls the monitored items' health from the service on a WP-Cron schedule.
 *
 * @package Freshwatch
 */

namespace Freshwatch;

defined( 'ABSPATH' ) || exit;

/**
 * Once an hour, one request (GET /api/content-items?ids=...) answers every monitored item, and the plugin's
 * table takes their scores, statuses and latest analyses. An item the service no longer has (deleted in the
 * web app) is no longer monitored here.
 */
class HealthPull {

	const CRON_HOOK = 'freshwatch_pull_health';

	private Items $items;
	private ApiClient $client;

	public function __construct( Items $items, ApiClient $client ) {
		$this->items  = $items;
		$this->client = $client;
	}

	public function register(): void {
		add_action( self::CRON_HOOK, array( $this, 'pull' ) );
		add_action( 'init', array( $this, 'schedule' ) );
	}

	public function schedule(): void {
		if ( ! wp_next_scheduled( self::CRON_HOOK ) ) {
			wp_schedule_event( time() + 60, 'hourly', self::CRON_HOOK );
		}
	}

	/**
	 * @return int How many items were updated; -1 when the service could not be asked.
	 */
	public function pull(): int {
		$rows = array_filter(
			$this->items->monitored(),
			function ( $row ) {
				return ! empty( $row['content_item_id'] );
			}
		);
		if ( ! $rows ) {
			return 0;
		}
		$found = $this->client->items( array_map( 'strval', array_column( $rows, 'content_item_id' ) ) );
		if ( null === $found ) {
			return -1;
		}
		$updated = 0;
		foreach ( $rows as $post_id => $row ) {
			$id = (string) $row['content_item_id'];
			if ( isset( $found[ $id ] ) ) {
				$this->items->save( (int) $post_id, Sync::health_fields( $found[ $id ] ) );
				++$updated;
			} else {
				$this->items->save(
					(int) $post_id,
					array(
						'monitored'       => 0,
						'content_item_id' => null,
						'sync_error'      => __( 'The item was deleted in Freshwatch.', 'freshwatch' ),
					)
				);
			}
		}
		return $updated;
	}
}

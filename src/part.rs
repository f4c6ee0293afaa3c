//! A part of the page fetched when first needed (see `screens::parts`):
//! shown once it is here, or said to be missing.

use std::future::Future;
use std::pin::Pin;

use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;

use crate::i18n::{t, Msg};
use crate::later::next_task;
use crate::widgets::message_line;

/// A part of the page that could not be fetched.
pub struct NotLoaded;

impl From<SplitLoaderError> for NotLoaded {
    fn from(_: SplitLoaderError) -> Self {
        NotLoaded
    }
}

/// A part's view, or why it is missing.
pub type Part = Result<AnyView, NotLoaded>;

/// Shows `part` once it has loaded, or says that it could not be.
///
/// Each screen is built anew in a slot of its own (`screens::on_show`), so a
/// part's screen never takes the place of the one before it. Within a
/// screen, mind that a view of the same type as the one before it is rebuilt
/// in place, and a `Suspend` rebuilt in place leaves the old view on show,
/// its handlers gone, until the new part arrives. `deferred` itself is not
/// generic: one copy serves every part.
///
/// The part's component runs when it is here, and its view is built into the
/// page in the task after that (see `later::next_task`).
pub fn deferred(part: Fetching) -> impl IntoView {
    Suspend::new(async move {
        let view = part
            .await
            .unwrap_or_else(|NotLoaded| message_line(false, t(Msg::PartNotLoaded).into()));
        next_task().await;
        view
    })
}

/// A part on its way, whatever part it is.
pub type Fetching = Pin<Box<dyn Future<Output = Part> + Send>>;

/// Mounts the dialog `part` the first time `wanted` says yes, and keeps it
/// from then on: it opens and closes itself. If it cannot be fetched, the
/// page's `notice` says so and `close` takes back the wish, so that asking
/// again tries again. (Not generic: one copy serves every dialog.)
pub fn deferred_once(
    wanted: Signal<bool>,
    close: Callback<()>,
    notice: RwSignal<Option<String>>,
    part: Callback<(), Fetching>,
) -> impl IntoView {
    let loaded = RwSignal::new(false);
    let mounted = Memo::new(move |_| loaded.get() || wanted.get());
    move || {
        mounted.get().then(|| {
            let part = part.run(());
            Suspend::new(async move {
                match part.await {
                    Ok(view) => {
                        loaded.set(true);
                        view
                    }
                    Err(NotLoaded) => {
                        notice.set(Some(t(Msg::PartNotLoaded).into()));
                        close.run(());
                        ().into_any()
                    }
                }
            })
        })
    }
}
